import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import stylesheet from "./app.css?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation } from "react-router";
import type { Route } from "./+types/root";
import { CustomCursor } from "./shell/CustomCursor";
import { ErrorFallback } from "./shell/ErrorFallback";
import { Footer } from "./shell/Footer";
import { Header } from "./shell/Header";
import { LoadingScreen } from "./shell/LoadingScreen";
import { NotFound } from "./shell/NotFound";
import { useNonce } from "./security/nonce";
import { common } from "./content/strings/common";
import { imagesClientState } from "./images/service.server";
import { readSiteConfig } from "./config/site-config.server";

// The stylesheet comes first so the browser fetches it ahead of the many module preloads React Router adds after
// the route links: the page can paint before the scripts arrive.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  // `images`: whether the server can generate (never the key) and the site's already generated images.
  return { site: readSiteConfig(), images: imagesClientState() };
}

// The site facts never change while the server runs: no need to refetch them on each navigation.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1426" />
        <Meta />
        <Links />
      </head>
      <body>
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === "loading" && <LoadingScreen />}
      <Outlet />
      <CustomCursor />
    </>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return [{ title: isRouteErrorResponse(error) && error.status === 404 ? common.notFound.title : common.unexpectedError.title }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorFallback status={status} stack={stack} />;
}

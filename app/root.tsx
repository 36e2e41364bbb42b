import arabicBoldCore from "./shell/fonts/ibm-plex-sans-arabic-bold-core.woff2?url";
import arabicCore from "./shell/fonts/ibm-plex-sans-arabic-core.woff2?url";
import interCore from "./shell/fonts/inter-core.woff2?url";
import stylesheet from "./app.css?url";
import type { ReactNode } from "react";
import siteScript from "virtual:site-script";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { CustomCursor } from "./shell/CustomCursor";
import { ErrorFallback } from "./shell/ErrorFallback";
import { Footer } from "./shell/Footer";
import { NewsletterForm } from "./leads/components/NewsletterForm";
import { Island } from "./ui/Island";
import { Header } from "./shell/Header";
import { LoadingScreen } from "./shell/LoadingScreen";
import { NotFound } from "./shell/NotFound";
import { notFoundTitle } from "./shell/not-found-title";
import { useNonce } from "./security/nonce";
import english from "../content/messages/en.json";
import { cachedSlotImages } from "./images/service.server";
import { readSiteConfig } from "./config/site-config.server";
import { defaultPageData, PageDataContext } from "./page-context/page-data";
import { SpeculationRules } from "./shell/SpeculationRules";
import { PhoneActionBar } from "./shell/PhoneActionBar";
import { directionOf, localeOfPath } from "./i18n/locale";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request }: Route.LoaderArgs) {
  // `site`: the company's facts in the page's language. `images`: the site's already generated images. Whether the
  // server generates is asked at run time (/api/images).
  return { site: readSiteConfig(localeOfPath(new URL(request.url).pathname)), images: cachedSlotImages() };
}

// The site facts never change while the server runs: no need to refetch them on each navigation.
export function shouldRevalidate() {
  return false;
}

/**
 * Every page is HTML first: no React Router runtime in the browser. One small module script (app/site-script/site-script.ts)
 * enhances the shell and hydrates the page's islands, if any, when they are reached (docs/decisions/060).
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Undefined when the root loader itself failed (the error page still renders).
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const pageData = data ? { ...data, pathname } : { ...defaultPageData, pathname };
  const locale = localeOfPath(pathname);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1426" />
        <Meta />
        <Links />
        {/* The page's own face, its core files only (app/shell/fonts): Arabic pages never use Inter (app.css). Arabic is
            `optional`, so its bold, the headings' face, is preloaded too or a first visit would not show it (decision 163). */}
        {(locale === "ar" ? [arabicCore, arabicBoldCore] : [interCore]).map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </head>
      <body>
        <PageDataContext.Provider value={pageData}>
          <Header />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <Footer newsletter={<Island name="newsletterForm" component={NewsletterForm} props={{}} load="interaction" />} />
          <PhoneActionBar />
          <LoadingScreen />
          <CustomCursor />
        </PageDataContext.Provider>
        <SpeculationRules nonce={nonce} />
        <script type="module" src={siteScript} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  return [
    {
      title:
        isRouteErrorResponse(error) && error.status === 404 ? notFoundTitle(location.pathname) : english["common.unexpectedError.title"],
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorFallback status={status} stack={stack} />;
}

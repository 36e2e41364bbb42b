import { data } from "react-router";
import { NotFound } from "~/shell/NotFound";
import type { Route } from "./+types/not-found";
import { notFoundTitle } from "~/shell/not-found-title";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = ({ location }: Route.MetaArgs) => [{ title: notFoundTitle(location.pathname) }, { name: "robots", content: "noindex" }];

export default function NotFoundPage() {
  return <NotFound />;
}

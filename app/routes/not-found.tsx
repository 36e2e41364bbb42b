import { data } from "react-router";
import { NotFound } from "~/shell/NotFound";
import { common } from "~/content/strings/common";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: common.notFound.title }, { name: "robots", content: "noindex" }];

export default function NotFoundPage() {
  return <NotFound />;
}

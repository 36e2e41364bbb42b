import { data } from "react-router";
import { NotFound } from "~/shell/NotFound";
import english from "../../content/messages/en.json";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: english["common.notFound.title"] }, { name: "robots", content: "noindex" }];

export default function NotFoundPage() {
  return <NotFound />;
}

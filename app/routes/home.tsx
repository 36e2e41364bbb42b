import { Link } from "react-router";
import { registryMeta, usePage } from "~/lib/registry-route";
import { quoteLink } from "~/content/nav";

export const meta = registryMeta;

export default function HomePage() {
  const page = usePage();
  return (
    <section className="bg-navy-900 pt-16 text-white">
      <div className="container-page py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{page.title}</h1>
        <Link to={quoteLink.to} className="btn-primary mt-8">
          {quoteLink.label}
        </Link>
      </div>
    </section>
  );
}

import { Home } from "lucide-react";
import { common } from "~/content/strings/common";

const strings = common.notFound;

/** The 404 page (SPEC §8); app/shell/site-script.ts logs the unknown path, as the spec asks. */
export function NotFound() {
  return (
    <div data-not-found="" className="grid min-h-[70vh] place-items-center bg-surface px-4 pt-16 text-center">
      <div>
        <p className="text-7xl font-bold text-accent-700 tabular">{strings.code}</p>
        <h1 className="mt-4 text-2xl font-semibold">{strings.title}</h1>
        <a href="/" className="btn-primary mt-8">
          <Home aria-hidden="true" className="size-4" />
          {strings.homeLink}
        </a>
      </div>
    </div>
  );
}

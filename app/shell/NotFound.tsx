import { Home } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { common } from "~/content/strings/common";

const strings = common.notFound;

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="grid min-h-[70vh] place-items-center bg-surface px-4 pt-16 text-center">
      <div>
        <p className="text-7xl font-bold text-accent-700 tabular">{strings.code}</p>
        <h1 className="mt-4 text-2xl font-semibold">{strings.title}</h1>
        <Link to="/" className="btn-primary mt-8">
          <Home aria-hidden="true" className="size-4" />
          {strings.homeLink}
        </Link>
      </div>
    </div>
  );
}

import { ArrowRight } from "lucide-react";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";

/** A text link with an arrow that leads on from a section ("More about our company", "Every product ..."), in the page's language. */
export function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <a
      href={localizedPath(to, useLocale())}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
    </a>
  );
}

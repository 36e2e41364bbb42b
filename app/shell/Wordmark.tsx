import { ShieldCheck } from "lucide-react";
import { useT } from "~/i18n/messages";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { cn } from "~/ui/cn";

/**
 * The logo: a shield mark and the two-tone company wordmark, linking home. Its name is the visible wordmark and then
 * "home page" (label in name, WCAG 2.5.3): the wordmark is the brand, in Latin letters in both languages.
 */
export function Wordmark({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { wordmark } = useSiteConfig();
  return (
    <a href={localizedPath("/", useLocale())} className="flex min-h-11 items-center gap-2 font-bold tracking-tight">
      <span className="grid size-9 place-items-center rounded-card bg-gradient-to-br from-accent-500 to-accent-700 text-navy-900">
        <ShieldCheck aria-hidden="true" className="size-5" strokeWidth={2} />
      </span>
      <span dir="ltr" className={cn("text-xl", tone === "dark" ? "text-white" : "text-ink")}>
        {wordmark[0]} <span className={tone === "dark" ? "text-amber-400" : "text-amber-700"}>{wordmark[1]}</span>
      </span>
      <span className="sr-only">{useT()("common.homeLinkSuffix")}</span>
    </a>
  );
}

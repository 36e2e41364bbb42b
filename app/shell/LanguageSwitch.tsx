import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { localizedPath, withoutLocale } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { usePageData } from "~/page-context/page-data";
import { cn } from "~/ui/cn";

/** Each language named in itself, as it is where the link leads: neither is translated. */
const languageNames = { arabic: "العربية", english: "English" };

/**
 * The same page in the other language: a plain link, named in the language it leads to, with the page's query (a
 * configurator link, a quote topic). Pages rendered per request write it here; prerendered pages do not know it,
 * and app/shell/enhance/language-switch.ts adds it.
 */
export function LanguageSwitch({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const locale = useLocale();
  const path = withoutLocale(usePageData().pathname) + useLocation().search;
  const target =
    locale === "ar"
      ? { lang: "en", href: path, label: languageNames.english }
      : { lang: "ar", href: localizedPath(path, "ar"), label: languageNames.arabic };
  return (
    <a
      href={target.href}
      hrefLang={target.lang}
      lang={target.lang}
      data-language-switch=""
      className={cn(
        "flex min-h-11 items-center gap-1.5 rounded-card px-3 text-sm font-medium text-slate-200 hover:text-accent-400",
        className,
      )}
    >
      <Languages aria-hidden="true" className={cn("size-4", iconClassName)} />
      {target.label}
    </a>
  );
}

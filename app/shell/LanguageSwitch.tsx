import { Languages } from "lucide-react";
import { common } from "~/content/strings/common";
import { localizedPath, withoutLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { usePageData } from "~/islands/page-data";
import { cn } from "~/ui/cn";

/**
 * The same page in the other language: a plain link, named in the language it leads to. The query string (a
 * configurator link, a quote topic) is added by app/shell/enhance/language-switch.ts: prerendered pages do not know it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const path = withoutLocale(usePageData().pathname);
  const target =
    locale === "ar"
      ? { lang: "en", href: path, label: common.languageSwitch.english }
      : { lang: "ar", href: localizedPath(path, "ar"), label: common.languageSwitch.arabic };
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
      <Languages aria-hidden="true" className="size-4" />
      {target.label}
    </a>
  );
}

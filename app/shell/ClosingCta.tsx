import { ArrowRight, Phone } from "lucide-react";
import { localizedPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useLocale } from "~/page-context/use-locale";
import { phoneHref } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";

/** The banner closing most pages: the quote form, and "Call Now", which dials (docs/decisions/148). */

export function ClosingCta() {
  const t = useT();
  const locale = useLocale();
  const { phone } = useSiteConfig();
  return (
    <section aria-labelledby="closing-cta-title" className="bg-navy-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="closing-cta-title" className="text-2xl font-bold sm:text-3xl">
            {t("common.closingCta.title")}
          </h2>
          <p className="mt-2 max-w-xl text-slate-300">{t("common.closingCta.text")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={localizedPath("/contact/get-quote", locale)} className="btn-primary">
            {t("common.closingCta.primary")}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </a>
          <a href={phoneHref(phone)} className="btn-secondary text-white">
            <Phone aria-hidden="true" className="size-4" />
            {t("common.closingCta.secondary")}
          </a>
        </div>
      </div>
    </section>
  );
}

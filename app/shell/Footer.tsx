import { footer } from "~/content/footer";
import { useSiteConfig } from "~/page-context/use-site-config";
import { officesHeadFirst, registrationFacts } from "~/content/site";
import { useT } from "~/i18n/messages";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { phraseComma } from "~/i18n/format";
import type { ReactNode } from "react";
import { OfficeDetails } from "./OfficeDetails";
import { Wordmark } from "./Wordmark";

/** `newsletter`: the sign-up form, handed in by the root (the frame names no feature). */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const message = useT();
  const { columns, badges } = useInLocale()(footer);
  const site = useSiteConfig();
  const locale = useLocale();
  const registration = registrationFacts(site);
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-12">
        <div className="space-y-4 lg:col-span-4">
          <Wordmark />
          <p className="max-w-sm text-sm leading-relaxed">{message("common.footer.tagline")}</p>
          <div className="space-y-2">
            <h2 className="text-sm font-semibold text-white">{message("common.footer.newsletterTitle")}</h2>
            <p className="text-sm">{message("common.footer.newsletterText")}</p>
            {newsletter}
          </div>
        </div>
        <nav aria-label={message("common.footer.navLabel")} className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-8">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="mb-3 text-sm font-semibold text-white">{column.title}</h2>
              <ul className="space-y-1 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} className="inline-block py-1.5 hover:text-accent-400">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="container-page border-t border-white/10 py-10">
        <h2 className="mb-4 text-sm font-semibold text-white">{message("common.footer.offices")}</h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {officesHeadFirst(site.offices).map((office) => (
            <li key={office.city} className="space-y-1.5 text-sm">
              <p className="font-semibold text-white">{office.city}</p>
              <OfficeDetails office={office} tone="dark" />
            </li>
          ))}
        </ul>
      </div>
      <div className="container-page flex flex-col gap-4 border-t border-white/10 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p>{message("common.footer.copyright", { year: String(new Date().getFullYear()), company: site.companyName })}</p>
          {(site.legalName || registration.length > 0) && (
            <p data-testid="footer-registration">
              <span className="sr-only">{message("common.footer.registration")}: </span>
              {[site.legalName, ...registration.map((fact) => `${fact.label} ${fact.number}`)].filter(Boolean).join(" · ")}
            </p>
          )}
        </div>
        <ul className="flex flex-wrap gap-2">
          {badges.map((badge) => {
            const content = (
              <>
                <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400" />
                {badge.label}
                {badge.detail && (
                  <span className="sr-only">
                    {phraseComma(locale)}
                    {badge.detail}
                  </span>
                )}
              </>
            );
            const pill = "flex items-center gap-1.5 rounded-full border border-white/15 px-3 py-1";
            return (
              <li key={badge.label}>
                {badge.to ? (
                  <a href={badge.to} className={`${pill} min-h-6 hover:border-accent-400 hover:text-accent-400`}>
                    {content}
                  </a>
                ) : (
                  <span className={pill}>{content}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}

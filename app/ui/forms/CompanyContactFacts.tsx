import { MessageCircle, Phone } from "lucide-react";
import { phoneActions } from "~/content/phone-actions";
import { phoneHref, registrationFacts } from "~/content/site";
import { whatsappTextHref } from "~/content/whatsapp-link";
import { useT } from "~/i18n/messages";
import { useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { cn } from "~/ui/cn";

const link =
  "inline-flex min-h-11 items-center gap-2 rounded-card border border-slate-300 bg-white px-3 font-semibold text-accent-700 hover:border-accent-500";

/**
 * Beside every lead form (docs/decisions/155): the company's phone and WhatsApp, one tap away for a visitor who would
 * rather talk than type, and its CR and VAT numbers (and licences), which a Saudi buyer checks before sending details.
 * Each shows once configured in content/settings/company.yaml (registrationFacts never shows a placeholder CR). Rendered
 * by the page, outside the form's island: it costs the island nothing and is there without JavaScript. `links={false}`
 * where the call and WhatsApp cards already stand beside the form (the contact section): the registration only.
 */
export function CompanyContactFacts({ className, links = true }: { className?: string; links?: boolean }) {
  const site = useSiteConfig();
  const message = useT();
  const locale = useLocale();
  const registration = registrationFacts(site);
  const registrationLine = registration.length > 0 && (
    <p data-testid="company-registration" className={links ? "mt-2 text-ink-muted" : cn("text-sm text-ink-muted", className)}>
      {registration.map((fact, index) => (
        <span key={fact.label}>
          {index > 0 && " · "}
          {fact.label}{" "}
          <span dir="ltr" className="tabular">
            {fact.number}
          </span>
        </span>
      ))}
    </p>
  );
  if (!links || (!site.phone && !site.whatsapp)) return registrationLine || null;
  return (
    <aside
      aria-label={message("forms.companyFacts.title")}
      data-testid="company-contact-facts"
      className={cn("rounded-card border border-slate-200 bg-surface p-4 text-sm", className)}
    >
      <p className="font-semibold">{message("forms.companyFacts.title")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {site.phone && (
          <a href={phoneHref(site.phone)} className={link}>
            <Phone aria-hidden="true" className="size-4" />
            {message("forms.companyFacts.call")}{" "}
            <span dir="ltr" className="tabular">
              {site.phone}
            </span>
          </a>
        )}
        {site.whatsapp && (
          <a href={whatsappTextHref(site.whatsapp, phoneActions[locale].whatsappText)} className={link}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {message("forms.companyFacts.whatsapp")}
          </a>
        )}
      </div>
      {registrationLine}
    </aside>
  );
}

import type { ReactNode } from "react";
import { Card } from "~/ui/Card";
import { contactSection as contactRecord, type ContactInfoCard } from "~/content/home/contact";
import { consentTextsIn } from "~/content/consent";
import { fillSiteFactsIn, phoneHref, type SiteConfig } from "~/content/site";
import { whatsappTextHref } from "~/content/whatsapp-link";
import { phoneActions } from "~/content/phone-actions";
import { useSiteConfig } from "~/page-context/use-site-config";
import type { FormActionData } from "~/leads/schemas/action-data";
import { ContactForm } from "../leads/components/ContactForm";
import { Island } from "~/ui/Island";
import { CompanyContactFacts } from "~/ui/forms/CompanyContactFacts";
import { Icon } from "~/ui/Icon";
import { Heading, Section, SectionHeading, innerHeading, type SectionVariant } from "~/ui/Section";
import { cn } from "~/ui/cn";
import { localizedPath, type Locale } from "~/i18n/locale";
import { useInLocale, useLocale } from "~/page-context/use-locale";

const locationPath = "/contact/our-location";

/** Where a card leads and the fact it shows. The whole card is the one link; the hours card leads nowhere. */
function cardTarget(
  card: ContactInfoCard,
  site: SiteConfig,
  locale: Locale,
  businessHours: string,
): { href?: string; value: string; number?: boolean } {
  switch (card.info) {
    case "phone":
    case "emergencyPhone":
      return { href: phoneHref(site[card.info]), value: site[card.info], number: true };
    case "email":
      return { href: `mailto:${site.email}`, value: site.email };
    case "whatsapp":
      return { href: whatsappTextHref(site.whatsapp, phoneActions[locale].whatsappText), value: site.whatsapp, number: true };
    case "hours":
      return { value: businessHours };
    case "address":
      return {
        href: localizedPath(locationPath, locale),
        value: (site.offices.find((office) => office.city === "Riyadh") ?? site.offices[0])?.address ?? "",
      };
  }
}

/** A card: a link as a whole when it leads somewhere (a large target on phones, no link nested inside). */
function CardFrame({ href, className, children }: { href?: string; className: string; children: ReactNode }) {
  if (!href) return <div className={className}>{children}</div>;
  return (
    <a href={href} className={cn(className, "transition-colors hover:border-accent-500")}>
      {children}
    </a>
  );
}

function CardValue({ href, value, number }: { href?: string; value: string; number?: boolean }) {
  return (
    <p className="mt-1">
      <span
        dir={number ? "ltr" : undefined}
        className={cn(
          "font-semibold wrap-anywhere",
          href && "text-accent-700 underline-offset-4 group-hover:underline",
          number && "tabular",
        )}
      >
        {value}
      </span>
    </p>
  );
}

/** Home section 11 and the body of /contact: contact info cards and the contact form. */
export function ContactSection({ variant = "section", initialResult }: { variant?: SectionVariant; initialResult?: FormActionData }) {
  const site = useSiteConfig();
  const locale = useLocale();
  const contactSection = fillSiteFactsIn(useInLocale()(contactRecord), site);
  const { businessHours } = contactSection;
  const cardHeadingTag = innerHeading(variant, 1);
  return (
    // Split: the heading over the ways to reach us on one side, the form on the other.
    <Section
      id={contactSection.id}
      heading={variant === "page" ? contactSection : undefined}
      tone="surface"
      variant={variant}
      spacing="compact"
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-12">
        <div className="lg:col-span-5">
          {variant === "section" && (
            <SectionHeading
              id={contactSection.id}
              eyebrow={contactSection.eyebrow}
              title={contactSection.title}
              intro={contactSection.intro}
              className="mb-8"
            />
          )}
          <ul className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {contactSection.cards.map((card) => {
              const target = cardTarget(card, site, locale, businessHours);
              return (
                <li key={card.title}>
                  <CardFrame
                    href={target.href}
                    className={cn(
                      "group flex h-full gap-3 rounded-card border p-3 shadow-sm sm:gap-4 sm:p-4",
                      card.urgent ? "border-red-700/30 bg-red-50" : "border-slate-200 bg-white",
                    )}
                  >
                    <span
                      className={cn(
                        "grid size-11 shrink-0 place-items-center rounded-card",
                        card.urgent ? "bg-red-700 text-white" : "bg-accent-500/10 text-accent-700",
                      )}
                    >
                      <Icon name={card.icon} />
                    </span>
                    <div className="min-w-0">
                      <Heading as={cardHeadingTag} className="font-semibold">
                        {card.title}
                      </Heading>
                      <CardValue {...target} />
                      <p className="mt-1 text-sm text-ink-muted">{card.description ?? businessHours}</p>
                    </div>
                  </CardFrame>
                </li>
              );
            })}
          </ul>
        </div>
        <Card lift={false} className="lg:col-span-7 sm:p-6">
          <Heading as={cardHeadingTag} className="text-xl font-semibold">
            {contactSection.formTitle}
          </Heading>
          <p className="mt-1 mb-6 text-sm text-ink-muted">{contactSection.formIntro}</p>
          <Island
            name="contactForm"
            component={ContactForm}
            props={{ initialResult, serviceChoices: contactSection.serviceChoices, consent: consentTextsIn(site, locale) }}
            load="interaction"
          />
          <CompanyContactFacts className="mt-6" links={false} />
        </Card>
      </div>
    </Section>
  );
}

import { Card } from "~/ui/Card";
import { businessHours, contactSection, type ContactInfoCard } from "~/content/home/contact";
import { phoneHref, whatsappHref, type SiteConfig } from "~/content/site";
import { useSiteConfig } from "~/shell/use-site-config";
import type { FormActionData } from "~/leads/schemas/action-data";
import { ContactForm } from "../leads/components/ContactForm";
import { Island } from "~/islands/Island";
import { Icon } from "~/ui/Icon";
import { Heading, Section, innerHeading, type SectionVariant } from "~/ui/Section";
import { cn } from "~/ui/cn";

function infoValue(card: ContactInfoCard, site: SiteConfig) {
  switch (card.info) {
    case "phone":
    case "emergencyPhone":
      return (
        <a href={phoneHref(site[card.info])} dir="ltr" className="tabular font-semibold text-accent-700 underline-offset-4 hover:underline">
          {site[card.info]}
        </a>
      );
    case "email":
      return (
        <a href={`mailto:${site.email}`} className="font-semibold break-all text-accent-700 underline-offset-4 hover:underline">
          {site.email}
        </a>
      );
    case "whatsapp":
      return (
        <a
          href={whatsappHref(site.whatsapp)}
          className="tabular font-semibold text-accent-700 underline-offset-4 hover:underline"
          dir="ltr"
        >
          {site.whatsapp}
        </a>
      );
    case "hours":
      return <span className="font-semibold">{businessHours}</span>;
    case "address":
      return <span className="font-semibold">{(site.offices.find((office) => office.city === "Riyadh") ?? site.offices[0])?.address}</span>;
  }
}

/** Home section 11 and the body of /contact: contact info cards and the contact form. */
export function ContactSection({ variant = "section", initialResult }: { variant?: SectionVariant; initialResult?: FormActionData }) {
  const site = useSiteConfig();
  const cardHeadingTag = innerHeading(variant, 1);
  return (
    <Section id={contactSection.id} heading={contactSection} spacing="large" tone="surface" variant={variant}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-12">
        <ul className="grid content-start gap-4 sm:grid-cols-2 lg:col-span-5 lg:grid-cols-1">
          {contactSection.cards.map((card) => (
            <li
              key={card.title}
              className={cn(
                "flex gap-4 rounded-card border p-5 shadow-sm",
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
                <p className="mt-1">{infoValue(card, site)}</p>
                <p className="mt-1 text-sm text-ink-muted">{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <Card lift={false} className="lg:col-span-7 sm:p-8">
          <Heading as={cardHeadingTag} className="text-xl font-semibold">
            {contactSection.formTitle}
          </Heading>
          <p className="mt-1 mb-6 text-sm text-ink-muted">{contactSection.formIntro}</p>
          <Island name="contactForm" component={ContactForm} props={{ initialResult }} load="interaction" />
        </Card>
      </div>
    </Section>
  );
}

import { Check } from "lucide-react";
import { useState } from "react";
import { GeneratedImage } from "~/images/components/GeneratedImage";
import { FeatureList } from "~/ui/FeatureList";
import type { ServicesSectionContent } from "~/content/home/services";
import { useT } from "~/i18n/messages";
import { ButtonLink } from "~/ui/ButtonLink";
import { ActionLinks } from "./ActionLinks";
import { Icon } from "~/ui/Icon";
import { Section, SectionHeading, type SectionVariant } from "~/ui/Section";
import { cn } from "~/ui/cn";

/**
 * Home section 4 and the body of /services: four cards of which exactly one is selected (the first by default).
 * The cards are a native radio group, so arrow keys, Tab and screen readers treat them as one single choice. An
 * island: its record comes in the page's language as `content`, so the browser loads no other language.
 */
export function ServicesSection({
  content: servicesSection,
  variant = "section",
  showViewAll = true,
}: {
  content: ServicesSectionContent;
  variant?: SectionVariant;
  showViewAll?: boolean;
}) {
  const message = useT();
  const services = servicesSection.services;
  const [selectedId, setSelectedId] = useState<string>(services[0]!.id);
  const selected = services.find((service) => service.id === selectedId) ?? services[0]!;
  const actions = showViewAll ? servicesSection.actions : servicesSection.actions.filter((action) => action.to !== "/services");

  return (
    // A split media row: the choices on one side; the heading, then the picture of the choice, on the other.
    <Section id={servicesSection.id} heading={variant === "page" ? servicesSection : undefined} variant={variant} spacing="compact">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-12 lg:gap-x-8">
        {variant === "section" && (
          <SectionHeading
            id={servicesSection.id}
            eyebrow={servicesSection.eyebrow}
            title={servicesSection.title}
            intro={servicesSection.intro}
            className="mb-0 lg:col-span-5 lg:col-start-8 lg:row-start-1"
          />
        )}
        <fieldset className="min-w-0 lg:col-span-7 lg:row-span-3 lg:row-start-1">
          <legend className="sr-only">{servicesSection.chooserLabel}</legend>
          <ul className="space-y-3">
            {services.map((service) => {
              const isSelected = service.id === selected.id;
              return (
                <li
                  key={service.id}
                  data-selected={isSelected}
                  className={cn(
                    "rounded-card border bg-white transition-shadow",
                    isSelected
                      ? "border-accent-500 shadow-lg shadow-accent-500/10 ring-1 ring-accent-500"
                      : "border-slate-200 shadow-sm hover:border-accent-500/60",
                  )}
                >
                  <label className="flex cursor-pointer items-start gap-4 p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 rounded-card">
                    <input
                      type="radio"
                      name="home-service"
                      value={service.id}
                      checked={isSelected}
                      onChange={() => setSelectedId(service.id)}
                      className="sr-only"
                    />
                    <span
                      className={cn(
                        "grid size-12 shrink-0 place-items-center rounded-card",
                        isSelected ? "bg-accent-500 text-navy-900" : "bg-accent-500/10 text-accent-700",
                      )}
                    >
                      <Icon name={service.icon} className="size-6" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center justify-between gap-3">
                        <span className="text-lg font-semibold">{service.title}</span>
                        {isSelected && (
                          <span
                            aria-hidden="true"
                            className="inline-flex items-center gap-1 rounded-full bg-accent-500/10 px-2.5 py-0.5 text-xs font-semibold text-accent-700"
                          >
                            <Check aria-hidden="true" className="size-3.5" />
                            {message("home.services.selected")}
                          </span>
                        )}
                      </span>
                      <span className="mt-1 block text-ink-muted">{service.description}</span>
                    </span>
                  </label>
                  {isSelected && (
                    <div className="border-t border-slate-200 px-5 pt-4 pb-5 sm:ps-21">
                      <FeatureList items={service.features} className="gap-x-6 sm:grid-cols-2" />
                      <ButtonLink to={service.learnMore} variant="secondary" className="mt-5">
                        {servicesSection.learnMoreLabel}
                        <span className="sr-only"> {message("home.services.learnMoreAbout", { service: service.title })}</span>
                      </ButtonLink>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <figure className="lg:col-span-5 lg:col-start-8 lg:self-start">
          <GeneratedImage
            key={selected.id}
            prompt={selected.image.topic}
            alt={selected.image.alt}
            width={600}
            height={400}
            className="w-full rounded-card shadow-lg shadow-navy-900/15"
          />
          <figcaption className="mt-3 flex items-start gap-2 text-sm text-ink-muted">
            <Icon name={selected.icon} className="mt-0.5 size-4 shrink-0 text-accent-700" />
            <span>
              <span className="font-semibold text-ink">{selected.title}:</span> {selected.caption}
            </span>
          </figcaption>
        </figure>
        {/* Under the picture from `lg`, where that column has room (a shorter page); last on phones. */}
        <ActionLinks actions={actions} className="mt-2 lg:col-span-5 lg:col-start-8 lg:self-start" />
      </div>
    </Section>
  );
}

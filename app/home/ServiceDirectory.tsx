import { ArrowRight } from "lucide-react";
import { servicesSection as servicesRecord } from "~/content/home/services";
import { pageRecord } from "~/content/page-texts";
import { serviceIndex, servicePath } from "~/content/service-index";
import { localizedPath } from "~/i18n/locale";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { Section } from "~/ui/Section";

/** /services only: a link to every service page of the registry. */
export function ServiceDirectory() {
  const locale = useLocale();
  const servicesSection = useInLocale()(servicesRecord);
  // Each service as its page's record names it.
  const services = serviceIndex.map((entry) => pageRecord(servicePath(entry), locale));
  return (
    <Section
      id="service-directory"
      tone="surface"
      spacing="large"
      heading={{ title: servicesSection.directoryTitle, intro: servicesSection.directoryIntro }}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.path}>
            <a
              href={localizedPath(service.path, locale)}
              className="group flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm transition duration-200 hover:border-accent-500 hover:shadow-lg motion-safe:hover:-translate-y-0.5"
            >
              <span className="flex items-center justify-between gap-3 font-semibold">
                {service.title}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-accent-700 transition-transform motion-safe:group-hover:translate-x-1 rtl:rotate-180 rtl:motion-safe:group-hover:-translate-x-1"
                />
              </span>
              <span className="mt-1.5 text-sm text-ink-muted">{service.subtitle}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

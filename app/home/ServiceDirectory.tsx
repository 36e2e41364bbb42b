import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { servicesSection } from "~/content/home/services";
import { serviceIndex, servicePath } from "~/content/service-index";

/** /services only: a link to every service page of the registry. */
export function ServiceDirectory() {
  return (
    <section aria-labelledby="service-directory-title" className="bg-surface py-16 sm:py-24">
      <div className="container-page">
        <h2 id="service-directory-title" className="text-3xl font-bold tracking-tight">
          {servicesSection.directoryTitle}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{servicesSection.directoryIntro}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {serviceIndex.map((service) => (
            <li key={service.slug}>
              <Link
                to={servicePath(service)}
                className="group flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm transition duration-200 hover:border-accent-500 hover:shadow-lg motion-safe:hover:-translate-y-0.5"
              >
                <span className="flex items-center justify-between gap-3 font-semibold">
                  {service.title}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-accent-700 transition-transform motion-safe:group-hover:translate-x-1 rtl:rotate-180" />
                </span>
                <span className="mt-1.5 text-sm text-ink-muted">{service.subtitle}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

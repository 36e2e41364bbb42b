import { ChevronRight } from "lucide-react";
import { technology } from "~/content/home/technology";
import { ActionLinks } from "./ActionLinks";
import { IconTile } from "~/ui/Icon";
import { Section } from "~/ui/Section";

/** Home section 9 (dark): four feature cards, the architecture (collect, AI processing, response), demo and specification. */
export function TechnologySection() {
  return (
    <Section id={technology.id} heading={technology} spacing="large" tone="dark" className="relative overflow-hidden">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {technology.features.map((feature) => (
          <li
            key={feature.title}
            className="rounded-card border border-white/10 bg-white/5 p-6 transition duration-200 hover:border-accent-400/40 motion-safe:hover:-translate-y-1"
          >
            <IconTile name={feature.icon} tone="dark" />
            <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-300">{feature.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-14 rounded-card border border-white/10 bg-navy-800 p-6 sm:p-8">
        <h3 className="text-xl font-semibold">{technology.architectureTitle}</h3>
        <ol className="mt-6 grid gap-4 lg:grid-cols-3">
          {technology.architecture.map((step, index) => (
            <li key={step.title} className="relative flex gap-4 rounded-card bg-navy-900/60 p-5">
              <IconTile name={step.icon} tone="dark" />
              <div>
                <p className="tabular text-xs font-semibold tracking-wide text-amber-400 uppercase">{`0${index + 1}`}</p>
                <h4 className="font-semibold">{step.title}</h4>
                <p className="mt-1 text-sm leading-relaxed text-slate-300">{step.description}</p>
              </div>
              {index < technology.architecture.length - 1 && (
                <ChevronRight
                  aria-hidden="true"
                  className="absolute -end-4 top-1/2 z-10 hidden size-6 -translate-y-1/2 text-accent-400 lg:block rtl:rotate-180"
                />
              )}
            </li>
          ))}
        </ol>
      </div>
      <ActionLinks actions={technology.actions} tone="dark" className="mt-10" />
    </Section>
  );
}

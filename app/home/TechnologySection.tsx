import { technology as technologyRecord } from "~/content/home/technology";
import { useInLocale } from "~/page-context/use-locale";
import { Icon } from "~/ui/Icon";
import { ScrollRow, scrollRowItem } from "~/ui/ScrollRow";
import { cn } from "~/ui/cn";
import { Section, SectionHeading } from "~/ui/Section";
import { ActionLinks } from "./ActionLinks";

/** Home section 9 (dark), split: four features beside the architecture (collect, AI processing, response); demo and specification. */
export function TechnologySection() {
  const technology = useInLocale()(technologyRecord);
  return (
    <Section id={technology.id} tone="dark" spacing="compact">
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="min-w-0 lg:col-span-7">
          <SectionHeading
            id={technology.id}
            eyebrow={technology.eyebrow}
            title={technology.title}
            intro={technology.intro}
            tone="dark"
            className="mb-8"
          />
          {/* Cards to swipe on phones (issue 15: a shorter home page), two plain columns from `sm` up. */}
          <ScrollRow label={technology.featuresLabel} className="content-start sm:grid-cols-2 sm:gap-6">
            {technology.features.map((feature) => (
              <li
                key={feature.title}
                className={cn(scrollRowItem, "rounded-card border border-white/10 bg-white/5 p-4 sm:border-0 sm:bg-transparent sm:p-0")}
              >
                <h3 className="flex items-center gap-2.5 text-lg font-semibold">
                  <span className="grid size-9 shrink-0 place-items-center rounded-card bg-accent-500/15 text-accent-400">
                    <Icon name={feature.icon} />
                  </span>
                  {feature.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-300">{feature.description}</p>
              </li>
            ))}
          </ScrollRow>
        </div>
        <div className="self-end rounded-card border border-white/10 bg-navy-800 p-6 lg:col-span-5">
          <h3 className="text-xl font-semibold">{technology.architectureTitle}</h3>
          <ol className="mt-5 space-y-4">
            {technology.architecture.map((step, index) => (
              <li key={step.title} className="flex gap-4 border-s-2 border-accent-500/50 ps-4">
                <div>
                  <p className="tabular text-xs font-semibold tracking-wide text-amber-400 uppercase">{`0${index + 1}`}</p>
                  <h4 className="flex items-center gap-2 font-semibold">
                    <Icon name={step.icon} className="size-4 text-accent-400" />
                    {step.title}
                  </h4>
                  <p className="mt-1 text-sm leading-relaxed text-slate-300">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <ActionLinks actions={technology.actions} tone="dark" className="mt-6" />
    </Section>
  );
}

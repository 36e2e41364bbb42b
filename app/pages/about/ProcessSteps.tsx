import { Card } from "~/ui/Card";
import { FeatureList } from "~/ui/FeatureList";
import { Icon } from "~/ui/Icon";
import type { ProcessStep } from "~/content/about";
import { cn } from "~/ui/cn";

// Flex-wrap rather than grid, so a short last row (five steps in threes) sits centred.
const itemWidth = {
  3: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]",
  4: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]",
} as const;

/** Numbered steps in order, as an ordered list of cards; steps with details list what they include. */
export function ProcessSteps({ steps, columns = 4 }: { steps: readonly ProcessStep[]; columns?: 3 | 4 }) {
  return (
    <ol className="flex flex-wrap justify-center gap-6">
      {steps.map((step) => (
        <Card as="li" key={step.step} className={cn("flex w-full flex-col", itemWidth[columns])}>
          <div className="flex items-center justify-between gap-4">
            <span aria-hidden="true" className="tabular text-4xl font-bold text-accent-700/80">
              {String(step.step).padStart(2, "0")}
            </span>
            {step.icon && (
              <span className="grid size-11 place-items-center rounded-card bg-accent-500/10 text-accent-700">
                <Icon name={step.icon} className="size-5" />
              </span>
            )}
          </div>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{step.description}</p>
          {step.details && <FeatureList items={step.details} className="mt-5 border-t border-slate-200 pt-5 text-sm" />}
        </Card>
      ))}
    </ol>
  );
}

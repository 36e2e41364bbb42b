import { Trophy } from "lucide-react";
import { Card } from "~/ui/Card";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import type { Award } from "~/content/about";

/** Awards with their year, title, awarding body and reason. */
export function AwardList({ awards }: { awards: readonly (Award & { organization: string })[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {awards.map((award) => (
        <Card as="li" key={`${award.year}-${award.title}`} className="flex flex-col">
          <div className="flex items-center justify-between">
            <span className="grid size-12 place-items-center rounded-card bg-amber-400/15 text-amber-700">
              <Trophy aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-6" />
            </span>
            <span className="tabular rounded-full bg-navy-900 px-3 py-1 text-sm font-bold text-white">{award.year}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold">{award.title}</h3>
          <p className="mt-1 text-sm font-medium text-accent-700">{award.organization}</p>
          <p className="mt-3 leading-relaxed text-ink-muted">{award.description}</p>
        </Card>
      ))}
    </ul>
  );
}

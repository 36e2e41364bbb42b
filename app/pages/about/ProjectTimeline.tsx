import { Clock } from "lucide-react";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import type { TimelinePhase } from "~/content/about";

/** The phases of a typical project and how long each takes, as an ordered track. */
export function ProjectTimeline({ summary, phases }: { summary: string; phases: readonly TimelinePhase[] }) {
  return (
    <div>
      <p className="mb-8 inline-flex items-center gap-2 rounded-full bg-accent-500/15 px-4 py-2 font-semibold text-accent-300">
        <Clock aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-5" />
        <span className="tabular">{summary}</span>
      </p>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {phases.map((phase, index) => (
          <li key={phase.label} className="relative rounded-card border border-white/10 bg-white/5 p-6">
            <span aria-hidden="true" className="tabular text-sm font-semibold text-slate-400">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 font-semibold text-white">{phase.label}</h3>
            <p className="tabular mt-1 text-2xl font-bold text-accent-400">{phase.duration}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

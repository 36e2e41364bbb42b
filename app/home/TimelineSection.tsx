import { CircleCheck } from "lucide-react";
import { timeline, type MilestoneStatus } from "~/content/home/timeline";
import { homeStrings } from "~/content/strings/home";
import { ActionLinks } from "./ActionLinks";
import { Icon } from "~/ui/Icon";
import { Section } from "~/ui/Section";
import { cn } from "~/ui/cn";

const strings = homeStrings.timeline;

// DESIGN: completed green, active cyan (pulsing), planned slate; every badge meets AA on its background.
const statusStyle: Record<MilestoneStatus, { dot: string; badge: string; card: string }> = {
  completed: { dot: "bg-emerald-600 text-white", badge: "bg-emerald-50 text-emerald-800 ring-emerald-700/25", card: "border-slate-200" },
  active: {
    dot: "bg-accent-500 text-navy-900",
    badge: "bg-cyan-50 text-cyan-900 ring-cyan-700/25",
    card: "border-accent-500 ring-1 ring-accent-500",
  },
  planned: {
    dot: "bg-slate-200 text-slate-700",
    badge: "bg-slate-100 text-slate-700 ring-slate-500/25",
    card: "border-dashed border-slate-300",
  },
};

/** Home section 10: the Vision 2030 timeline, six milestones with their status. */
export function TimelineSection() {
  return (
    <Section id={timeline.id} heading={timeline} spacing="large">
      <ol className="relative mx-auto max-w-4xl space-y-8 before:absolute before:inset-y-2 before:start-5 before:w-0.5 before:bg-slate-200 sm:before:start-7">
        {timeline.milestones.map((milestone) => {
          const style = statusStyle[milestone.status];
          return (
            <li key={milestone.year} data-status={milestone.status} className="relative flex gap-4 sm:gap-6">
              <span className="relative grid size-10 shrink-0 place-items-center sm:size-14">
                {milestone.status === "active" && (
                  // A few pulses to draw the eye, then still (DESIGN: nothing moves for more than 5 s); none under reduced motion.
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 rounded-full bg-accent-500/40 motion-safe:animate-ping"
                    style={{ animationIterationCount: 4 }}
                  />
                )}
                <span className={cn("relative grid size-10 place-items-center rounded-full ring-4 ring-white sm:size-14", style.dot)}>
                  <Icon name={milestone.icon} className="size-5 sm:size-6" />
                </span>
              </span>
              <article className={cn("flex-1 rounded-card border bg-white p-5 shadow-sm sm:p-6", style.card)}>
                <div className="flex flex-wrap items-center gap-3">
                  <p className="tabular text-2xl font-bold text-accent-700">{milestone.year}</p>
                  <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", style.badge)}>
                    {strings.status[milestone.status]}
                  </span>
                </div>
                <h3 className="mt-2 text-lg font-semibold">{milestone.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-muted">{milestone.description}</p>
                <ul aria-label={strings.achievementsLabel(milestone.title)} className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
                  {milestone.achievements.map((achievement) => (
                    <li key={achievement} className="flex items-start gap-2">
                      <CircleCheck
                        aria-hidden="true"
                        className={cn("mt-0.5 size-4 shrink-0", milestone.status === "planned" ? "text-slate-500" : "text-emerald-700")}
                      />
                      {achievement}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          );
        })}
      </ol>
      <ActionLinks actions={timeline.actions} className="mt-12 justify-center" />
    </Section>
  );
}

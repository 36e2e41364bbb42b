import { CircleCheck } from "lucide-react";
import { milestoneStatusMessage, timeline as timelineRecord, type MilestoneStatus } from "~/content/home/timeline";
import { useInLocale } from "~/page-context/use-locale";
import { useT } from "~/i18n/messages";
import { ScrollRow, scrollRowItem } from "~/ui/ScrollRow";
import { Section } from "~/ui/Section";
import { cn } from "~/ui/cn";
import { ActionLinks } from "./ActionLinks";

// DESIGN: completed green, active cyan (pulsing), planned slate; every badge meets AA on its background.
const statusStyle: Record<MilestoneStatus, { dot: string; badge: string }> = {
  completed: { dot: "bg-emerald-600", badge: "bg-emerald-50 text-emerald-800 ring-emerald-700/25" },
  active: { dot: "bg-accent-500", badge: "bg-cyan-50 text-cyan-900 ring-cyan-700/25" },
  planned: { dot: "bg-slate-300", badge: "bg-slate-100 text-slate-700 ring-slate-500/25" },
};

/** Home section 10: the Vision 2030 timeline as one strip of six milestones on a line (a row to swipe on phones). */
export function TimelineSection() {
  const timeline = useInLocale()(timelineRecord);
  const message = useT();
  return (
    // The two buttons under the introduction, beside the title: the strip ends the section (a shorter page).
    <Section
      id={timeline.id}
      heading={{ ...timeline, align: "split", more: <ActionLinks actions={timeline.actions} className="mt-2" /> }}
      tone="white"
      spacing="compact"
    >
      <ScrollRow label={timeline.title} className="sm:grid-cols-3 sm:gap-x-4 sm:gap-y-8 lg:grid-cols-6">
        {timeline.milestones.map((milestone) => {
          const style = statusStyle[milestone.status];
          return (
            <li
              key={milestone.year}
              data-status={milestone.status}
              className={cn(scrollRowItem, "w-[70%] border-t-2 border-slate-200 pt-5")}
            >
              {/* The dot sits on the strip's line. */}
              <span className="relative -mt-[1.6rem] mb-3 block size-3">
                {milestone.status === "active" && (
                  // A few pulses to draw the eye, then still (DESIGN: nothing moves for more than 5 s); none under reduced motion.
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 rounded-full bg-accent-500/50 motion-safe:animate-ping"
                    style={{ animationIterationCount: 4 }}
                  />
                )}
                <span aria-hidden="true" className={cn("relative block size-3 rounded-full ring-4 ring-white", style.dot)} />
              </span>
              <div className="flex flex-wrap items-center gap-2">
                <p className="tabular text-2xl font-bold text-accent-700">{milestone.year}</p>
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1", style.badge)}>
                  {message(milestoneStatusMessage[milestone.status])}
                </span>
              </div>
              <h3 className="mt-1 font-semibold">{milestone.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{milestone.description}</p>
              <ul aria-label={message("home.timeline.achievementsLabel", { title: milestone.title })} className="mt-3 space-y-1.5 text-sm">
                {milestone.achievements.map((achievement) => (
                  <li key={achievement} className="flex items-start gap-1.5">
                    <CircleCheck
                      aria-hidden="true"
                      className={cn("mt-0.5 size-4 shrink-0", milestone.status === "planned" ? "text-slate-500" : "text-emerald-700")}
                    />
                    {achievement}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ScrollRow>
    </Section>
  );
}

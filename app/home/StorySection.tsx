import { CircleCheck } from "lucide-react";
import { story as storyRecord } from "~/content/home/story";
import { Icon } from "~/ui/Icon";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import { ScrollRow, scrollRowItem } from "~/ui/ScrollRow";
import { Section } from "~/ui/Section";
import { StatList } from "~/ui/StatList";
import { cn } from "~/ui/cn";
import { useInLocale } from "~/page-context/use-locale";
import { fillSiteFactsIn } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";

/** Home section 2: 'Future of Security', six compact cards in one row (a row to swipe on phones), figures first. */
export function StorySection() {
  const story = fillSiteFactsIn(useInLocale()(storyRecord), useSiteConfig());
  return (
    <Section id={story.id} heading={{ ...story, align: "split" }} tone="white" spacing="compact">
      <ScrollRow label={story.title} className="sm:grid-cols-3 lg:grid-cols-6">
        {story.cards.map((card) => (
          <li key={card.title} className={cn(scrollRowItem, "flex flex-col rounded-card border border-slate-200 bg-white p-4 shadow-sm")}>
            <span className="grid size-10 shrink-0 place-items-center rounded-card bg-accent-500/10 text-accent-700">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-3 font-semibold">{card.title}</h3>
            <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-muted">{card.description}</p>
            <div className="mt-4 border-t border-slate-200 pt-3">
              {card.stats.length > 0 && <StatList stats={card.stats} size="sm" inline className="gap-1 sm:grid-cols-1" />}
              {card.points.length > 0 && (
                <ul className={cn("space-y-1 text-sm font-medium", card.stats.length > 0 && "mt-1")}>
                  {card.points.map((point) => (
                    <li key={point} className="flex items-center gap-2">
                      <CircleCheck aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4 shrink-0 text-accent-700" />
                      {point}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}

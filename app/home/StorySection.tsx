import { Card } from "~/ui/Card";
import { story } from "~/content/home/story";
import { IconTile } from "~/ui/Icon";
import { Section } from "~/ui/Section";
import { StatList } from "~/ui/StatList";

/** Home section 2: 'Future of Security', six cards with three stats each. */
export function StorySection() {
  return (
    <Section id={story.id} heading={story} spacing="large" tone="white">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {story.cards.map((card) => (
          <Card as="li" key={card.title} className="flex flex-col">
            <IconTile name={card.icon} />
            <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{card.description}</p>
            <StatList stats={card.stats} size="sm" className="mt-6 grid-cols-3 gap-3 border-t border-slate-200 pt-4" />
          </Card>
        ))}
      </ul>
    </Section>
  );
}

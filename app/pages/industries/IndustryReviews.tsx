import { reviewsOfSector, reviewsText } from "~/content/reviews";
import { useInLocale } from "~/page-context/use-locale";
import { ReviewCard } from "~/reviews/ReviewCard";
import { Section } from "~/ui/Section";

/** The reviews of clients in the page's sector (content/reviews/), when there are any; nothing otherwise. */
export function IndustryReviews({ sector }: { sector: string }) {
  const pick = useInLocale();
  const reviews = pick(reviewsOfSector(sector));
  if (reviews.length === 0) return null;
  return (
    <Section id="reviews" tone="surface" heading={{ title: pick(reviewsText).industryHeading }}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { reviewRecords, reviewsText } from "~/content/reviews";
import { useInLocale } from "~/page-context/use-locale";
import { EmptyCollection } from "~/ui/EmptyCollection";
import { ReviewCard } from "./ReviewCard";

/** /resources/reviews: every review, the newest first; while there is none, where to look instead. */
export function ReviewsPage() {
  const pick = useInLocale();
  const [text, reviews] = [pick(reviewsText), pick(reviewRecords)];
  if (reviews.length === 0) return <EmptyCollection text={text.empty} />;
  return (
    <div className="container-page pb-16">
      <p className="max-w-3xl text-lg text-ink-muted">{text.intro}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} id={review.id} className="scroll-mt-24">
            <ReviewCard review={review} showSector />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the page has anything to show: an empty collection's page is kept out of search engines. */
export const hasReviews = () => reviewRecords.en.length > 0;

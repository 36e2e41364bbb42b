import { MapPin, Quote } from "lucide-react";
import { industryPath } from "~/content/industry-index";
import { pageLabel, pageRecord } from "~/content/page-texts";
import { reviewMonth, type Review } from "~/content/reviews";
import { formatMonthYear } from "~/i18n/format";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";

/**
 * One client's words: the quote, who said it (name or initials, role), the city and the month. No stars and no
 * rating markup (app/content/reviews.ts). `showSector` links the review's industry page (on /resources/reviews).
 */
export function ReviewCard({ review, showSector = false }: { review: Review; showSector?: boolean }) {
  const locale = useLocale();
  const sectorPath = industryPath({ slug: review.sector });
  return (
    <figure className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-sm">
      <Quote aria-hidden="true" className="size-7 text-accent-700 rtl:-scale-x-100" />
      <blockquote className="mt-3 flex-1 text-lg leading-relaxed">
        <p>{review.quote}</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-slate-200 pt-4 text-sm text-ink-muted">
        <span className="block text-base font-semibold text-ink">{review.name}</span>
        <span className="block">{review.role}</span>
        <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {review.city}
          </span>
          <time dateTime={review.date} className="tabular">
            {formatMonthYear(reviewMonth(review), locale)}
          </time>
          {showSector && (
            <a href={localizedPath(sectorPath, locale)} className="font-medium text-accent-700 underline underline-offset-2">
              {pageLabel(pageRecord(sectorPath, locale))}
            </a>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

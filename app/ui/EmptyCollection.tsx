import { CASE_STUDIES_PATH } from "~/content/case-studies";
import { QUOTE_PATH } from "~/content/cta-links";
import { ButtonLink } from "./ButtonLink";

/** The words of a collection's page while it has no record (app/content/reviews.ts, gallery.ts). */
export interface EmptyCollectionText {
  heading: string;
  text: string;
  caseStudiesLink: string;
  quoteLink: string;
}

/**
 * A collection's page while it has no record: not a "coming soon", but where to look instead, the case studies and
 * the quote form. The page's route keeps it out of search engines meanwhile (noindex).
 */
export function EmptyCollection({ text }: { text: EmptyCollectionText }) {
  return (
    <section aria-labelledby="empty-collection-title" className="container-page py-12">
      <div className="max-w-3xl">
        <h2 id="empty-collection-title" className="text-2xl font-semibold">
          {text.heading}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">{text.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={CASE_STUDIES_PATH}>{text.caseStudiesLink}</ButtonLink>
          <ButtonLink to={QUOTE_PATH} variant="secondary">
            {text.quoteLink}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

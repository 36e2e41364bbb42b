import { JsonLd } from "~/seo/JsonLd";
import type { Faq } from "~/content/faqs";

/** schema.org FAQPage with every question and its answer. */
export function FaqJsonLd({ items, inLanguage }: { items: readonly Faq[]; inLanguage: string }) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage,
        mainEntity: items.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      }}
    />
  );
}

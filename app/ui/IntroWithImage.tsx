import type { ReactNode } from "react";
import type { IntroContent } from "~/content/types";
import { Section } from "./Section";

/** A page's opening section: eyebrow, heading and paragraphs beside its hero image (the LCP candidate), given as `image`. */
export function IntroWithImage({
  intro,
  id = "intro",
  image,
  children,
}: {
  intro: IntroContent;
  id?: string;
  image: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Section id={id}>
      <div className="grid items-center gap-12 lg:grid-cols-12">
        <div className="lg:col-span-6">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">{intro.eyebrow}</p>
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {intro.heading}
          </h2>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          {children}
        </div>
        <div className="relative lg:col-span-6">{image}</div>
      </div>
    </Section>
  );
}

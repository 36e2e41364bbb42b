import type { ReactNode } from "react";
import { ContentImage, type ImageSlot } from "./ContentImage";

export interface IntroContent {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  image: ImageSlot;
}

/** A page's opening section: eyebrow, heading and paragraphs beside its hero image (the LCP candidate). */
export function IntroWithImage({
  intro,
  headingId = "intro-title",
  children,
  imageOverlay,
}: {
  intro: IntroContent;
  headingId?: string;
  children?: ReactNode;
  imageOverlay?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-12">
        <div className="lg:col-span-6">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">{intro.eyebrow}</p>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {intro.heading}
          </h2>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          {children}
        </div>
        <div className="relative lg:col-span-6">
          <ContentImage image={intro.image} hero />
          {imageOverlay}
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import { ContentImage } from "~/components/ui/ContentImage";
import type { aboutCompany } from "~/content/about";

/** About Us opening: the 2017 establishment, the years-of-excellence badge and the hero image. */
export function CompanyIntro({ intro, actions }: { intro: (typeof aboutCompany)["intro"]; actions: ReactNode }) {
  return (
    <section aria-labelledby="intro-title" className="bg-white py-16 sm:py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-12">
        <div className="lg:col-span-6">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">{intro.eyebrow}</p>
          <h2 id="intro-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {intro.heading}
          </h2>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          {actions}
        </div>
        <div className="relative lg:col-span-6">
          <ContentImage image={intro.image} hero />
          <p className="absolute -bottom-6 start-4 rounded-card bg-navy-900 px-6 py-4 text-white shadow-xl sm:start-6">
            <span className="tabular block text-4xl font-bold text-amber-400">{intro.badge.value}</span>
            <span className="block text-sm font-semibold">{intro.badge.label}</span>
          </p>
        </div>
      </div>
    </section>
  );
}

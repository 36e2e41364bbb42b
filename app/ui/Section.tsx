import type { ReactNode } from "react";

export type SectionTone = "white" | "surface" | "dark" | "deep";

const toneClass: Record<SectionTone, string> = {
  white: "bg-white text-ink",
  surface: "bg-surface text-ink",
  dark: "bg-navy-900 text-white",
  /** A darker navy, for a dark section that sits next to another (e.g. before the closing call to action). */
  deep: "bg-navy-950 text-white",
};

export function isDarkTone(tone: SectionTone): boolean {
  return tone === "dark" || tone === "deep";
}

/** A page section: full-width band, page container, and the site's vertical rhythm. Labelled by its heading. */
export function Section({ id, tone = "white", children, className = "" }: { id: string; tone?: SectionTone; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`${toneClass[tone]} py-16 sm:py-20 ${className}`}>
      <div className="container-page">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  /** The section id: the heading gets `${id}-title`, matching Section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: SectionTone;
  align?: "start" | "center";
}

/** The h2 of a section, with an optional small label above and an introduction below. */
export function SectionHeading({ id, title, eyebrow, intro, tone = "white", align = "start" }: SectionHeadingProps) {
  const dark = isDarkTone(tone);
  return (
    <div className={`mb-10 max-w-3xl ${align === "center" ? "mx-auto text-center" : "text-start"}`}>
      {eyebrow && (
        <p className={`mb-2 text-sm font-semibold tracking-wide uppercase ${dark ? "text-accent-400" : "text-accent-700"}`}>{eyebrow}</p>
      )}
      <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-slate-300" : "text-ink-muted"}`}>{intro}</p>}
    </div>
  );
}

import type { ComponentPropsWithRef, ReactNode } from "react";
import type { SectionText } from "~/content/types";
import { cn } from "./cn";

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

/**
 * "section": a section with its own h2.
 * "page": the same section as the whole body of a page whose banner already shows its title as the h1:
 * no heading of its own, and its inner headings move up one level.
 */
export type SectionVariant = "section" | "page";

export type HeadingTag = "h2" | "h3" | "h4";

/** The tag of a heading `depth` levels below the section's title (1 = a card inside the section). */
export function innerHeading(variant: SectionVariant, depth: 1 | 2): HeadingTag {
  const level = (variant === "page" ? 1 : 2) + depth;
  return `h${level}` as HeadingTag;
}

/** A heading whose level is decided at run time (see innerHeading). */
export function Heading({ as: Tag, ...props }: { as: HeadingTag } & ComponentPropsWithRef<"h2">) {
  return <Tag {...props} />;
}

const spacingClass = { regular: "py-16 sm:py-20", large: "py-16 sm:py-24", compact: "py-12" } as const;

interface SectionProps {
  id: string;
  tone?: SectionTone;
  /** Drawn as the section's h2 above the children. Without it, a SectionHeading with the same id sits among the children. */
  heading?: SectionText & { align?: HeadingAlign; more?: ReactNode };
  variant?: SectionVariant;
  /** "large": a roomier rhythm; "compact": the home page's, so its eleven sections stay a short page (issue 15). */
  spacing?: "regular" | "large" | "compact";
  className?: string;
  children: ReactNode;
}

/** A page section: full-width band, page container, and the site's vertical rhythm. Labelled by its heading. */
export function Section({ id, tone = "white", heading, variant = "section", spacing = "regular", className, children }: SectionProps) {
  const labelling = variant === "page" && heading ? { "aria-label": heading.title } : { "aria-labelledby": `${id}-title` };
  return (
    <section id={id} {...labelling} className={cn(toneClass[tone], spacingClass[spacing], className)}>
      <div className="container-page">
        {heading && variant === "section" && (
          <SectionHeading
            id={id}
            tone={tone}
            title={heading.title}
            eyebrow={heading.eyebrow}
            intro={heading.intro}
            align={heading.align}
            more={heading.more}
            className={spacing === "compact" ? "mb-8" : undefined}
          />
        )}
        {children}
      </div>
    </section>
  );
}

/** "split": title and introduction side by side on large screens, which saves the introduction's height. */
export type HeadingAlign = "start" | "center" | "split";

const alignClass: Record<HeadingAlign, string> = {
  start: "max-w-3xl text-start",
  center: "mx-auto max-w-3xl text-center",
  split: "text-start lg:grid lg:grid-cols-2 lg:items-end lg:gap-x-12",
};

interface SectionHeadingProps extends SectionText {
  /** The section id: the heading gets `${id}-title`, matching Section's aria-labelledby. */
  id: string;
  tone?: SectionTone;
  align?: HeadingAlign;
  /** A link on from the introduction ("See every case study"), under it. */
  more?: ReactNode;
  /** May replace the space below (e.g. a heading at the top of a column). */
  className?: string;
}

/** The h2 of a section, with an optional small label above and an introduction below. */
export function SectionHeading({ id, title, eyebrow, intro, tone = "white", align = "start", more, className }: SectionHeadingProps) {
  const dark = isDarkTone(tone);
  return (
    <div className={cn("mb-10", alignClass[align], className)}>
      <div>
        {eyebrow && (
          <p className={cn("mb-2 text-sm font-semibold tracking-wide uppercase", dark ? "text-accent-400" : "text-accent-700")}>
            {eyebrow}
          </p>
        )}
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
      </div>
      {(intro || more) && (
        <div className={cn("mt-4 lg:mt-0", align !== "split" && "lg:mt-4")}>
          {intro && <p className={cn("text-lg leading-relaxed", dark ? "text-slate-300" : "text-ink-muted")}>{intro}</p>}
          {more && <div className="mt-2">{more}</div>}
        </div>
      )}
    </div>
  );
}

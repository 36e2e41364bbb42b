import type { ComponentPropsWithRef, ReactNode } from "react";
import { SectionHeading, type SectionTone } from "~/ui/Section";

/**
 * "home": a section of the home page, with its own h2 (eyebrow, title, intro).
 * "page": the same section as the body of an overview page, whose banner already shows the title as the h1:
 * no heading of its own, and its inner headings move up one level.
 */
export type SectionVariant = "home" | "page";

export type HeadingTag = "h2" | "h3" | "h4";

/** The tag of a heading `depth` levels below the section's title (1 = a card inside the section). */
export function innerHeading(variant: SectionVariant, depth: 1 | 2): HeadingTag {
  const level = (variant === "page" ? 1 : 2) + depth;
  return `h${level}` as HeadingTag;
}

interface HomeSectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: SectionTone;
  variant?: SectionVariant;
  align?: "start" | "center";
  className?: string;
  children: ReactNode;
}

export function HomeSection({ id, title, eyebrow, intro, tone = "white", variant = "home", align = "start", className = "", children }: HomeSectionProps) {
  const toneClass = tone === "dark" ? "bg-navy-900 text-white" : tone === "surface" ? "bg-surface text-ink" : "bg-white text-ink";
  const labelling = variant === "home" ? { "aria-labelledby": `${id}-title` } : { "aria-label": title };
  return (
    <section id={id} {...labelling} className={`${toneClass} py-16 sm:py-24 ${className}`}>
      <div className="container-page">
        {variant === "home" && <SectionHeading id={id} title={title} eyebrow={eyebrow} intro={intro} tone={tone} align={align} />}
        {children}
      </div>
    </section>
  );
}

/** A heading whose level is decided at run time (see innerHeading). */
export function Heading({ as: Tag, ...props }: { as: HeadingTag } & ComponentPropsWithRef<"h2">) {
  return <Tag {...props} />;
}

import { CalendarCheck, CircleCheck, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { Crumb } from "~/content/breadcrumbs";
import { quoteHref, SURVEY_PATH } from "~/content/cta-links";
import { phoneHref } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { ButtonLink } from "~/ui/ButtonLink";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import { Breadcrumbs } from "./Breadcrumbs";
import { GridBackdrop } from "./GridBackdrop";

/** What a page puts into its hero around the title and subtitle, which the shell supplies (PageShell's `hero`). */
export interface PageHeroParts {
  /** A short label above the title (an industry's badge, a service's eyebrow). */
  badge?: string;
  /** The page's opening statement: a lead line under the subtitle, not a second heading beside the h1. */
  headline?: string;
  /** Plain texts, or a record's Markdown paragraphs (app/ui/markdown.tsx). */
  paragraphs?: readonly ReactNode[];
  /** Short points with a check mark (an industry's four highlights). */
  points?: readonly string[];
  /** The page's buttons. Use `tone="dark"` on outline buttons. */
  actions?: ReactNode;
  /** The side beside the text: the page's hero image (its LCP candidate) or its headline figures. */
  media: ReactNode;
}

interface PageHeroProps extends PageHeroParts {
  title: string;
  subtitle?: string;
  crumbs: Crumb[];
  siteUrl: string;
}

/**
 * The dark split hero of pages that open with a picture (service, industry, leadership: decision 092): breadcrumb
 * trail, the page's one h1, its subtitle and opening text with the buttons, beside the media. It replaces the title
 * banner and the breadcrumb band, so the page shows one hero before its content.
 */
export function PageHero({
  title,
  subtitle,
  crumbs,
  siteUrl,
  badge,
  headline,
  paragraphs = [],
  points = [],
  actions,
  media,
}: PageHeroProps) {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden bg-navy-900 pt-16 text-white">
      <GridBackdrop />
      <Breadcrumbs crumbs={crumbs} siteUrl={siteUrl} tone="dark" />
      <div className="container-page relative grid items-center gap-10 pt-4 pb-14 sm:pb-20 lg:grid-cols-12">
        <div className="lg:col-span-6">
          {badge && (
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-accent-400/30 bg-accent-500/10 px-3 py-1 text-sm font-medium text-accent-300">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
              {badge}
            </p>
          )}
          <h1 id="hero-title" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {subtitle && <p className="mt-4 text-lg text-slate-300 sm:text-xl">{subtitle}</p>}
          {headline && <p className="mt-6 text-xl font-semibold text-amber-400">{headline}</p>}
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-3 leading-relaxed text-slate-300">
              {paragraph}
            </p>
          ))}
          {points.length > 0 && (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2.5 font-medium">
                  <CircleCheck aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-5 shrink-0 text-accent-400" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        <div className="relative lg:col-span-6">{media}</div>
      </div>
    </section>
  );
}

/**
 * The two buttons of a service or industry hero: a quote for that topic, and the way to talk to us: a call (a
 * service's "Talk to an Expert": a phone icon always dials, docs/decisions/148) or the site survey's booking (an
 * industry's "Schedule Site Survey", "Free Home Assessment"), with a calendar.
 */
export function PageHeroActions({
  quoteTopic,
  quoteLabel,
  contactLabel,
  contact,
}: {
  quoteTopic: string;
  quoteLabel: string;
  contactLabel: string;
  contact: "call" | "survey";
}) {
  const { phone } = useSiteConfig();
  const icon = { "aria-hidden": true, strokeWidth: ICON_STROKE_WIDTH, className: "size-4" } as const;
  return (
    <>
      <ButtonLink to={quoteHref(quoteTopic)}>{quoteLabel}</ButtonLink>
      <ButtonLink
        to={contact === "call" ? phoneHref(phone) : SURVEY_PATH}
        variant="secondary"
        tone="dark"
        icon={contact === "call" ? <Phone {...icon} /> : <CalendarCheck {...icon} />}
      >
        {contactLabel}
      </ButtonLink>
    </>
  );
}

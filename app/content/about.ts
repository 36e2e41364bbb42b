import { z } from "zod";
import awardsData from "/content/about/awards.yaml";
import companyData from "/content/about/company.yaml";
import howItWorksData from "/content/about/how-it-works.yaml";
import leadershipData from "/content/about/leadership.yaml";
import type { Locale } from "~/i18n/locale";
import { parseRecord, type Bilingual } from "./bilingual";
import { iconCardSchema, iconSchema, imageSlotSchema, itemsSectionSchema, statSchema, textSchema } from "./types";

// The four about pages (SPEC §2 "Content pages"): About Us, Leadership Team, Awards & Recognition, How It Works, one
// record each in content/about/. One founding story (docs/decisions/081): {engineersSince}, {incorporated} and
// {years} are filled from the site configuration's founding facts when shown (fillSiteFacts); names and awarding
// bodies come from it too.

const heading = textSchema();
const paragraph = textSchema().meta({ widget: "text" });

/** SPEC §3 "Process step": number, title, description, optional icon and detail list. */
export const processStepSchema = z.object({
  step: z.number().int().min(1).meta({ i18n: "duplicate", label: "Step number" }),
  title: heading,
  description: paragraph,
  icon: iconSchema.optional(),
  details: z.array(textSchema()).optional(),
});

/** A leadership role. The name shown with it comes from the site configuration (`leaders`); without one, the role alone. */
export const teamMemberSchema = z.object({
  role: heading,
  /** What the role is responsible for: no biography, degrees or awards. */
  responsibility: paragraph,
});

/** SPEC §3 "Award": title, year, description; the organization comes from the site configuration (`awardingBodies`). */
export const awardSchema = z.object({
  title: heading,
  year: z.number().int().min(1900).meta({ i18n: "duplicate" }),
  description: paragraph,
});

export const timelinePhaseSchema = z.object({ label: heading, duration: textSchema() });

export const aboutCompanySchema = z.object({
  intro: z.object({
    eyebrow: textSchema(),
    heading,
    paragraphs: z.array(paragraph).min(1),
    badge: statSchema,
    image: imageSlotSchema,
  }),
  visionMissionHeading: heading,
  vision: iconCardSchema,
  mission: iconCardSchema,
  howWeWork: z.object({ heading, intro: paragraph, steps: z.array(processStepSchema).min(1) }),
  strengths: itemsSectionSchema(iconCardSchema, paragraph),
  /** Under the introduction: a quote button and a call link to the configured phone number. */
  cta: z.object({
    quoteLabel: textSchema().meta({ label: "Quote button" }),
    /** Followed by the configured phone number. */
    callLabel: textSchema().meta({ label: "Call link (the phone number follows)" }),
  }),
});

export const aboutLeadershipSchema = z.object({
  intro: z.object({ heading, text: paragraph }),
  stats: z.array(statSchema).min(1),
  executives: z.object({ heading, members: z.array(teamMemberSchema).min(1) }),
  departments: z.object({ heading, members: z.array(teamMemberSchema).min(1) }),
  commitment: z.object({ heading, items: z.array(iconCardSchema).min(1) }),
});

export const aboutAwardsSchema = z.object({
  awards: z.object({ heading, intro: paragraph, items: z.array(awardSchema) }),
  certifications: itemsSectionSchema(iconCardSchema, paragraph),
});

export const aboutHowItWorksSchema = z.object({
  steps: itemsSectionSchema(processStepSchema, paragraph),
  timeline: z.object({ heading, summary: textSchema(), intro: paragraph, phases: z.array(timelinePhaseSchema).min(1) }),
});

const files = {
  company: "content/about/company.yaml",
  leadership: "content/about/leadership.yaml",
  awards: "content/about/awards.yaml",
  howItWorks: "content/about/how-it-works.yaml",
} as const;

export const aboutCompanyCollection = { name: "about-company", label: "About Us", file: files.company, schema: aboutCompanySchema };
export const aboutLeadershipCollection = {
  name: "about-leadership",
  label: "Leadership Team",
  file: files.leadership,
  schema: aboutLeadershipSchema,
};
export const aboutAwardsCollection = { name: "about-awards", label: "Awards & Recognition", file: files.awards, schema: aboutAwardsSchema };
export const aboutHowItWorksCollection = {
  name: "about-how-it-works",
  label: "How It Works",
  file: files.howItWorks,
  schema: aboutHowItWorksSchema,
};

export const aboutCompany = parseRecord(files.company, companyData, aboutCompanySchema);
export const aboutLeadership = parseRecord(files.leadership, leadershipData, aboutLeadershipSchema);
export const aboutAwards = parseRecord(files.awards, awardsData, aboutAwardsSchema);
export const aboutHowItWorks = parseRecord(files.howItWorks, howItWorksData, aboutHowItWorksSchema);

/** SPEC §3 "Process step": number, title, description, optional icon and detail list. */
export type ProcessStep = z.output<typeof processStepSchema>;
/** A leadership role. The name shown with it comes from the site configuration (`leaders`); without one, the role alone. */
export type TeamMember = z.output<typeof teamMemberSchema>;
/** SPEC §3 "Award": title, year, description; the organization comes from the site configuration (`awardingBodies`). */
export type Award = z.output<typeof awardSchema>;
export type TimelinePhase = z.output<typeof timelinePhaseSchema>;

/**
 * The awards whose awarding body the site configuration names, with it; an award nobody can check is not shown.
 * The configuration names them by their English titles; each language's list holds the same awards in the same order.
 */
export function namedAwards(
  awards: Bilingual<readonly Award[]>,
  locale: Locale,
  awardingBodies: Record<string, string>,
): (Award & { organization: string })[] {
  return awards[locale].flatMap((award, index) => {
    const organization = awardingBodies[awards.en[index]!.title];
    return organization ? [{ ...award, organization }] : [];
  });
}

import { z } from "zod";
import awardsData from "/content/about/awards.yaml";
import companyData from "/content/about/company.yaml";
import howItWorksData from "/content/about/how-it-works.yaml";
import leadershipData from "/content/about/leadership.yaml";
import { parseRecord } from "./bilingual";
import { iconCardSchema, imageSlotSchema, statSchema } from "./types";

const iconSchema = iconCardSchema.shape.icon;

// The about pages' schemas and collections, and their validation (./records.server.ts): components read the records
// as plain data (./about.ts), so that zod stays out of the browser's build (docs/decisions/138).

const heading = z.string().min(1);
const paragraph = z.string().min(1).meta({ widget: "text" });

/** SPEC §3 "Process step": number, title, description, optional icon and detail list. */
export const processStepSchema = z.object({
  step: z.number().int().min(1).meta({ i18n: "duplicate", label: "Step number" }),
  title: heading,
  description: paragraph,
  icon: iconSchema.optional(),
  details: z.array(z.string().min(1)).optional(),
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

export const timelinePhaseSchema = z.object({ label: heading, duration: z.string().min(1) });

export const aboutCompanySchema = z.object({
  intro: z.object({
    eyebrow: z.string().min(1),
    heading,
    paragraphs: z.array(paragraph).min(1),
    badge: statSchema,
    image: imageSlotSchema,
  }),
  visionMissionHeading: heading,
  vision: iconCardSchema,
  mission: iconCardSchema,
  howWeWork: z.object({ heading, intro: paragraph, steps: z.array(processStepSchema).min(1) }),
  strengths: z.object({ heading, intro: paragraph, items: z.array(iconCardSchema).min(1) }),
  /** Under the introduction: a quote button and a call link to the configured phone number. */
  cta: z.object({
    quoteLabel: z.string().min(1).meta({ label: "Quote button" }),
    /** Followed by the configured phone number. */
    callLabel: z.string().min(1).meta({ label: "Call link (the phone number follows)" }),
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
  certifications: z.object({ heading, intro: paragraph, items: z.array(iconCardSchema).min(1) }),
});

export const aboutHowItWorksSchema = z.object({
  steps: z.object({ heading, intro: paragraph, items: z.array(processStepSchema).min(1) }),
  timeline: z.object({ heading, summary: z.string().min(1), intro: paragraph, phases: z.array(timelinePhaseSchema).min(1) }),
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

export const aboutCompanyRecord = parseRecord(files.company, companyData, aboutCompanySchema);
export const aboutLeadershipRecord = parseRecord(files.leadership, leadershipData, aboutLeadershipSchema);
export const aboutAwardsRecord = parseRecord(files.awards, awardsData, aboutAwardsSchema);
export const aboutHowItWorksRecord = parseRecord(files.howItWorks, howItWorksData, aboutHowItWorksSchema);

import type { z } from "zod";
import awardsData from "/content/about/awards.yaml";
import companyData from "/content/about/company.yaml";
import howItWorksData from "/content/about/how-it-works.yaml";
import leadershipData from "/content/about/leadership.yaml";
import type { Locale } from "~/i18n/locale";
import type {
  aboutAwardsSchema,
  aboutCompanySchema,
  aboutHowItWorksSchema,
  aboutLeadershipSchema,
  awardSchema,
  processStepSchema,
  teamMemberSchema,
  timelinePhaseSchema,
} from "./about.server";
import type { Bilingual } from "./bilingual";

// The four about pages (SPEC §2 "Content pages"): About Us, Leadership Team, Awards & Recognition, How It Works, one
// record each in content/about/, as plain data (./about.server.ts validates them). One founding story
// (docs/decisions/081): {engineersSince}, {incorporated} and {years} are filled from the site configuration's
// founding facts when shown (fillSiteFacts); names and awarding bodies come from it too.

/** SPEC §3 "Process step": number, title, description, optional icon and detail list. */
export type ProcessStep = z.output<typeof processStepSchema>;
/** A leadership role. The name shown with it comes from the site configuration (`leaders`); without one, the role alone. */
export type TeamMember = z.output<typeof teamMemberSchema>;
/** SPEC §3 "Award": title, year, description; the organization comes from the site configuration (`awardingBodies`). */
export type Award = z.output<typeof awardSchema>;
export type TimelinePhase = z.output<typeof timelinePhaseSchema>;

export const aboutCompany = companyData as Bilingual<z.output<typeof aboutCompanySchema>>;
export const aboutLeadership = leadershipData as Bilingual<z.output<typeof aboutLeadershipSchema>>;
export const aboutAwards = awardsData as Bilingual<z.output<typeof aboutAwardsSchema>>;
export const aboutHowItWorks = howItWorksData as Bilingual<z.output<typeof aboutHowItWorksSchema>>;

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

import type { IndustryRecord } from "~/content/industries";
import { IndustryHero } from "./IndustryHero";
import { ChallengesSection, SolutionsSection, TechnologySection } from "./IndustrySections";

/** The one template of all eight industry pages (SPEC "Industry pages (common structure)"). */
export function IndustryTemplate({ industry }: { industry: IndustryRecord }) {
  return (
    <>
      <IndustryHero industry={industry} />
      <ChallengesSection challenges={industry.challenges} />
      <SolutionsSection solutions={industry.solutions} />
      <TechnologySection technology={industry.technology} />
    </>
  );
}

import type { IndustryRecord } from "~/content/industries";
import { IndustryReviews } from "./IndustryReviews";
import { ChallengesSection, SolutionsSection, TechnologySection } from "./IndustrySections";

/** The one template of all eight industry pages (SPEC "Industry pages (common structure)"), below the page hero (industryHero). */
export function IndustryTemplate({ industry }: { industry: IndustryRecord }) {
  return (
    <>
      <ChallengesSection challenges={industry.challenges} />
      <SolutionsSection solutions={industry.solutions} />
      <TechnologySection technology={industry.technology} />
      <IndustryReviews sector={industry.slug} />
    </>
  );
}

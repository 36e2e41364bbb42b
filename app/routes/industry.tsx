import { PageShell } from "~/shell/PageShell";
import { industryHero } from "~/pages/industries/IndustryHero";
import { IndustryTemplate } from "~/pages/industries/IndustryTemplate";
import { industryByPath } from "~/content/industries";
import { registryMeta, usePage } from "~/shell/registry-route";
import { useInLocale } from "~/page-context/use-locale";

export const meta = registryMeta;

export default function IndustryPage() {
  const page = usePage();
  const industry = useInLocale()(industryByPath(page.path));
  return (
    <PageShell page={page} hero={industryHero(industry)}>
      <IndustryTemplate industry={industry} />
    </PageShell>
  );
}

import { PageShell } from "~/shell/PageShell";
import { IndustryTemplate } from "~/pages/industries/IndustryTemplate";
import { industryByPath } from "~/content/industries";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

export default function IndustryPage() {
  const page = usePage();
  return (
    <PageShell page={page}>
      <IndustryTemplate industry={industryByPath(page.path)} />
    </PageShell>
  );
}

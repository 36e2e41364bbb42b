import { PageShell } from "~/components/layout/PageShell";
import { IndustryTemplate } from "~/components/industries/IndustryTemplate";
import { industryByPath } from "~/content/industries";
import { registryMeta, usePage } from "~/lib/registry-route";

export const meta = registryMeta;

export default function IndustryPage() {
  const page = usePage();
  return (
    <PageShell page={page}>
      <IndustryTemplate industry={industryByPath(page.path)} />
    </PageShell>
  );
}

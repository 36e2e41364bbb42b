import { PageShell } from "~/shell/PageShell";
import { CaseStudyList } from "~/pages/case-studies/CaseStudyList";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

export default function CaseStudiesPage() {
  return (
    <PageShell page={usePage()}>
      <CaseStudyList />
    </PageShell>
  );
}

import { PackageList } from "~/packages/PackageList";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

export default function PackagesPage() {
  return (
    <PageShell page={usePage()}>
      <PackageList />
    </PageShell>
  );
}

import { PageShell } from "~/components/layout/PageShell";
import { registryMeta, usePage } from "~/lib/registry-route";

export const meta = registryMeta;

export default function OverviewPage() {
  return <PageShell page={usePage()} />;
}

import { PageShell } from "~/shell/PageShell";
import { ServiceTemplate } from "~/pages/services/ServiceTemplate";
import { serviceByPath } from "~/content/services";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

export default function ServicePage() {
  const page = usePage();
  return (
    <PageShell page={page}>
      <ServiceTemplate service={serviceByPath(page.path)} />
    </PageShell>
  );
}

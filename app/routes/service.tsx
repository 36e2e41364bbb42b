import { PageShell } from "~/components/layout/PageShell";
import { ServiceTemplate } from "~/components/services/ServiceTemplate";
import { serviceByPath } from "~/content/services";
import { registryMeta, usePage } from "~/lib/registry-route";

export const meta = registryMeta;

export default function ServicePage() {
  const page = usePage();
  return (
    <PageShell page={page}>
      <ServiceTemplate service={serviceByPath(page.path)} />
    </PageShell>
  );
}

import { PageShell } from "~/shell/PageShell";
import { serviceHero } from "~/pages/services/ServiceHero";
import { ServiceTemplate } from "~/pages/services/ServiceTemplate";
import { serviceByPath } from "~/content/services";
import { registryMeta, usePage } from "~/shell/registry-route";
import { useInLocale } from "~/page-context/use-locale";

export const meta = registryMeta;

export default function ServicePage() {
  const page = usePage();
  const service = useInLocale()(serviceByPath(page.path));
  return (
    <PageShell page={page} hero={serviceHero(service)}>
      <ServiceTemplate service={service} />
    </PageShell>
  );
}

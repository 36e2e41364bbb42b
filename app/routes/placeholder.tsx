import { Construction } from "lucide-react";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

export default function PlaceholderPage() {
  const page = usePage();
  return (
    <PageShell page={page}>
      <section className="container-page py-16">
        <p className="flex items-center gap-3 text-lg text-ink-muted">
          <Construction aria-hidden="true" className="size-6 text-accent-700" />
          {page.comingSoon}
        </p>
      </section>
    </PageShell>
  );
}

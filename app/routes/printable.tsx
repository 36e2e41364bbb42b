import { PrintableDocument } from "~/components/home/PrintableDocument";
import { PageShell } from "~/components/layout/PageShell";
import { registryMeta, usePage } from "~/lib/registry-route";

export const meta = registryMeta;

/** Printable pages (brochure, roadmap, specification): the documents behind the home page's Download buttons. */
export default function PrintablePage() {
  const page = usePage();
  return (
    <PageShell page={page}>
      <PrintableDocument path={page.path} />
    </PageShell>
  );
}

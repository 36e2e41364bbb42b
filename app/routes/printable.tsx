import { PrintableDocument } from "~/pages/printable/PrintableDocument";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";

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

import { PointerBody } from "~/pages/pointer/PointerBody";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

/** /shop and /my-account while their sections are not open (decision 147): noindex, in no menu, and useful. */
export default function PointerPage() {
  const page = usePage();
  return <PageShell page={page}>{page.pointer && <PointerBody pointer={page.pointer} />}</PageShell>;
}

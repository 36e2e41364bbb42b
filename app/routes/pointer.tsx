import { pointerBodies } from "~/content/pointer-pages";
import { PointerBody } from "~/pages/pointer/PointerBody";
import { useInLocale } from "~/page-context/use-locale";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

/** /shop and /my-account while their sections are not open (decision 147): noindex, in no menu, and useful. */
export default function PointerPage() {
  const page = usePage();
  const pick = useInLocale();
  const body = pointerBodies[page.path];
  if (!body) throw new Error(`No body for the pointer page ${page.path} (app/content/pointer-pages.ts)`);
  return (
    <PageShell page={page}>
      <PointerBody pointer={pick(body)} />
    </PageShell>
  );
}

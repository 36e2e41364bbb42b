import { PageShell } from "~/shell/PageShell";
import { legalDocuments, legalLabels } from "~/content/legal";
import { useLocalize } from "~/page-context/use-locale";
import { fillSiteFacts } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

export default function LegalPage() {
  const page = usePage();
  const site = useSiteConfig();
  const t = useLocalize();
  const document = t(legalDocuments.find((doc) => doc.path === page.path)!);
  return (
    <PageShell page={page}>
      <article className="container-page max-w-3xl pb-16">
        <p className="text-sm text-ink-muted">{t(legalLabels.updated).replace("{date}", document.updated)}</p>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-8">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold">
              {section.title}
            </h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="mt-3 leading-relaxed text-ink-muted">
                {fillSiteFacts(text, site)}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-1.5 ps-6 leading-relaxed text-ink-muted">
                {section.items.map((text) => (
                  <li key={text}>{fillSiteFacts(text, site)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </PageShell>
  );
}

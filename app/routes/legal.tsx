import { PageShell } from "~/shell/PageShell";
import { legalDocuments, legalLabels } from "~/content/legal";
import { useInLocale } from "~/page-context/use-locale";
import { fillSiteFacts } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { registryMeta, usePage } from "~/shell/registry-route";
import { MarkdownProse } from "~/ui/markdown";

export const meta = registryMeta;

const proseClasses = {
  p: "mt-3 leading-relaxed text-ink-muted",
  ul: "mt-3 list-disc space-y-1.5 ps-6 leading-relaxed text-ink-muted",
  ol: "mt-3 list-decimal space-y-1.5 ps-6 leading-relaxed text-ink-muted",
  a: "font-semibold text-accent-700 underline underline-offset-2",
};

export default function LegalPage() {
  const page = usePage();
  const site = useSiteConfig();
  const pick = useInLocale();
  const document = pick(legalDocuments).find((doc) => doc.path === page.path)!;
  return (
    <PageShell page={page}>
      <article className="container-page max-w-3xl pb-16">
        <p className="text-sm text-ink-muted">{pick(legalLabels).updatedLabel.replace("{date}", document.updated)}</p>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-8">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold">
              {section.title}
            </h2>
            <MarkdownProse text={section.body} classes={proseClasses} fill={(text) => fillSiteFacts(text, site)} />
          </section>
        ))}
      </article>
    </PageShell>
  );
}

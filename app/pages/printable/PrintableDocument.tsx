import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { configuratorWording } from "~/content/configurator";
import { printablePaths } from "~/content/home/actions";
import { technology as technologyRecord } from "~/content/home/technology";
import { milestoneStatusMessage, timeline as timelineRecord } from "~/content/home/timeline";
import { tour as tourRecord } from "~/content/home/tour";
import { useSiteConfig } from "~/page-context/use-site-config";
import { formatList, formatSar } from "~/i18n/format";
import { printableText } from "~/content/printable";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { useT } from "~/i18n/messages";
import { buildingMultiplier, itemPrice } from "~/quote-model/price-table";

/** The printable documents' content in the page's language. */
function useDocumentContent() {
  const pick = useInLocale();
  const { buildingTypes, categories, includedWithQuote } = pick(configuratorWording);
  return {
    strings: pick(printableText),
    buildingTypes,
    equipmentCategories: categories,
    includedWithQuote,
    technology: pick(technologyRecord),
    timeline: pick(timelineRecord),
    tour: pick(tourRecord),
  };
}

// Printed, the page is the document alone: the site header and footer, breadcrumbs and buttons stay on screen,
// and the dark banner keeps its colours.
const printCss = `@media print {
  body > header, body > footer, nav[aria-label="Breadcrumb"] { display: none !important; }
  main { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  @page { margin: 14mm; }
}`;

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 ps-5 text-ink-muted marker:text-accent-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid border-t border-slate-200 py-6">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Brochure() {
  const { tour, strings, includedWithQuote } = useDocumentContent();
  const message = useT();
  return (
    <>
      <p className="mb-4 text-lg leading-relaxed text-ink-muted">{tour.intro}</p>
      {tour.scenes.map((scene, index) => (
        <Block key={scene.id} title={`${index + 1}. ${scene.title}`}>
          <p className="mt-2 leading-relaxed">{scene.description}</p>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
            <div>
              <h3 className="font-semibold">{strings.pointsOfInterest}</h3>
              <List items={scene.hotspots.map((hotspot) => hotspot.label)} />
            </div>
            <div>
              <h3 className="font-semibold">{message("home.tour.featuresLabel")}</h3>
              <List items={scene.features} />
            </div>
          </div>
        </Block>
      ))}
      <Block title={message("configurator.includedTitle")}>
        <List items={includedWithQuote} />
      </Block>
    </>
  );
}

function Roadmap() {
  const { timeline } = useDocumentContent();
  const message = useT();
  return (
    <>
      <p className="mb-4 text-lg leading-relaxed text-ink-muted">{timeline.intro}</p>
      {timeline.milestones.map((milestone) => (
        <Block key={milestone.year} title={`${milestone.year}: ${milestone.title}`}>
          <p className="mt-1 text-sm font-semibold text-accent-700">{message(milestoneStatusMessage[milestone.status])}</p>
          <p className="mt-2 leading-relaxed">{milestone.description}</p>
          <List items={milestone.achievements} />
        </Block>
      ))}
    </>
  );
}

function Specification() {
  const { technology, strings, equipmentCategories, buildingTypes, includedWithQuote } = useDocumentContent();
  const locale = useLocale();
  const message = useT();
  return (
    <>
      <p className="mb-4 text-lg leading-relaxed text-ink-muted">{technology.intro}</p>
      <Block title={strings.capabilities}>
        <dl className="mt-3 space-y-3">
          {technology.features.map((feature) => (
            <div key={feature.title}>
              <dt className="font-semibold">{feature.title}</dt>
              <dd className="text-ink-muted">{feature.description}</dd>
            </div>
          ))}
        </dl>
      </Block>
      <Block title={technology.architectureTitle}>
        <ol className="mt-3 list-decimal space-y-2 ps-5">
          {technology.architecture.map((step) => (
            <li key={step.title}>
              <span className="font-semibold">{step.title}:</span> <span className="text-ink-muted">{step.description}</span>
            </li>
          ))}
        </ol>
      </Block>
      <Block title={strings.equipmentTitle}>
        <table className="tabular mt-3 w-full text-start text-sm">
          <caption className="sr-only">{strings.equipmentCaption}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-start">
              <th scope="col" className="py-2 text-start">
                {strings.columns.category}
              </th>
              <th scope="col" className="py-2 text-start">
                {strings.columns.item}
              </th>
              <th scope="col" className="py-2 text-end">
                {strings.columns.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {equipmentCategories.flatMap((category) =>
              category.items.map((item) => (
                <tr key={item.id} className="border-b border-slate-200">
                  <td className="py-2">{category.label}</td>
                  <th scope="row" className="py-2 text-start font-normal">
                    {item.name}
                  </th>
                  <td className="py-2 text-end">
                    {message("configurator.pricePerUnit", { price: formatSar(itemPrice(item.id), locale), unit: item.unit })}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-ink-muted">
          {strings.complexityFactors.replace(
            "{factors}",
            formatList(
              buildingTypes.map((type) => `${type.name} ×${buildingMultiplier(type.id)}`),
              locale,
            ),
          )}
        </p>
      </Block>
      <Block title={message("configurator.includedTitle")}>
        <List items={includedWithQuote} />
      </Block>
    </>
  );
}

const documents: Record<string, () => ReactNode> = {
  [printablePaths.brochure]: Brochure,
  [printablePaths.roadmap]: Roadmap,
  [printablePaths.specification]: Specification,
};

export function hasPrintableDocument(path: string): boolean {
  return path in documents;
}

/** The printable page behind Download Brochure, Download Roadmap and Download Specification. */
export function PrintableDocument({ path }: { path: string }) {
  const site = useSiteConfig();
  const { strings } = useDocumentContent();
  const Document = documents[path];
  return (
    <div className="container-page max-w-4xl py-10 print:py-0">
      <style>{printCss}</style>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm print:hidden">
        <p className="text-sm text-ink-muted">{strings.note}</p>
        <button type="button" onClick={() => window.print()} className="btn-primary">
          <Printer aria-hidden="true" className="size-4" />
          {strings.button}
        </button>
      </div>
      <article className="rounded-card bg-white p-6 shadow-sm sm:p-10 print:p-0 print:shadow-none">
        {Document && <Document />}
        <footer className="mt-6 border-t-2 border-navy-900 pt-4 text-sm text-ink-muted">
          <p className="font-semibold text-ink">{site.companyName}</p>
          <p>
            <span dir="ltr" className="tabular">
              {site.phone}
            </span>{" "}
            · {site.email} · {site.siteUrl.replace(/^https?:\/\//, "")}
          </p>
        </footer>
      </article>
    </div>
  );
}

import { proofBand as proofBandRecord } from "~/content/home/proof";
import { fillSiteFactsIn, registrationFacts } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { StatList } from "~/ui/StatList";
import { useInLocale } from "~/page-context/use-locale";

/**
 * Directly under the home hero: the four figures in one band, the sectors served as chips (partner logos instead,
 * once configured), and one line of registration numbers, shown only when the site configuration has real ones.
 */
export function ProofBand() {
  const site = useSiteConfig();
  const proofBand = useInLocale()(proofBandRecord);
  const figures = fillSiteFactsIn(proofBand.figures, site);
  const registration = registrationFacts(site);
  const logos = site.partnerLogos;
  return (
    <section aria-labelledby="proof-title" className="border-b border-slate-200 bg-white py-10">
      <h2 id="proof-title" className="sr-only">
        {proofBand.title}
      </h2>
      <div className="container-page space-y-8">
        <StatList stats={figures} size="lg" className="grid-cols-2 gap-6 text-center sm:grid-cols-4" />
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <p className="text-sm font-semibold text-ink-muted">{logos.length > 0 ? proofBand.partnersLabel : proofBand.sectorsLabel}</p>
          <ul className="flex flex-wrap justify-center gap-2" data-testid={logos.length > 0 ? "partner-logos" : "sector-chips"}>
            {logos.length > 0
              ? logos.map((logo) => (
                  <li key={logo.name}>
                    <img src={logo.src} alt={logo.name} height={32} className="h-8 w-auto" loading="lazy" />
                  </li>
                ))
              : site.sectors.map((sector) => (
                  <li key={sector} className="rounded-full border border-slate-200 bg-surface px-3 py-1 text-sm text-ink">
                    {sector}
                  </li>
                ))}
          </ul>
        </div>
        {registration.length > 0 && (
          <p data-testid="registration-line" className="text-center text-sm text-ink-muted">
            <span className="sr-only">{proofBand.registrationLabel}: </span>
            {registration.map((fact, index) => (
              <span key={fact.label} className="whitespace-nowrap">
                {index > 0 && <span aria-hidden="true"> · </span>}
                {fact.label} <span className="tabular">{fact.number}</span>
              </span>
            ))}
          </p>
        )}
      </div>
    </section>
  );
}

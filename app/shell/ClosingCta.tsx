import { ArrowRight, Phone } from "lucide-react";
import { common } from "~/content/strings/common";
import { useLocalize } from "~/page-context/use-locale";

export function ClosingCta() {
  const cta = useLocalize()(common.closingCta);
  return (
    <section aria-labelledby="closing-cta-title" className="bg-navy-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="closing-cta-title" className="text-2xl font-bold sm:text-3xl">
            {cta.title}
          </h2>
          <p className="mt-2 max-w-xl text-slate-300">{cta.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={cta.primary.to} className="btn-primary">
            {cta.primary.label}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </a>
          <a href={cta.secondary.to} className="btn-secondary text-white">
            <Phone aria-hidden="true" className="size-4" />
            {cta.secondary.label}
          </a>
        </div>
      </div>
    </section>
  );
}

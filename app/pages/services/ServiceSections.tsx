import { ArrowRight, Star } from "lucide-react";
import { ButtonLink } from "~/ui/ButtonLink";
import { Card } from "~/ui/Card";
import { FeatureList } from "~/ui/FeatureList";
import { IconTile } from "~/ui/Icon";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import type { CameraType, ServedIndustry, ServicePackage, Specification } from "~/content/services";
import { serviceLabels as serviceLabelsRecord } from "~/content/services";
import { localizedPath } from "~/i18n/locale";
import { fillIn } from "~/content/in-locale";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { listPrice } from "~/content/list-prices";
import { quoteHref } from "~/content/cta-links";
import { cn } from "~/ui/cn";

/** A dollar list price: riyals first, the dollars in brackets, and how VAT applies (app/content/list-prices.ts). */
function Price({
  usd,
  from,
  period,
  dark,
  className,
}: {
  usd: number;
  from?: boolean;
  period?: string;
  dark?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const serviceLabels = useInLocale()(serviceLabelsRecord);
  const price = listPrice(usd, locale);
  const muted = dark ? "text-slate-300" : "text-ink-muted";
  return (
    <div className={className}>
      <p className={cn("flex flex-wrap items-baseline gap-x-2", muted)}>
        {from && serviceLabels.priceFrom}
        <span className={cn("tabular text-3xl font-bold tracking-tight", dark ? "text-accent-400" : "text-ink")}>{price.sar}</span>
        {period && <span>{period}</span>}
      </p>
      <p className={cn("tabular mt-1 text-sm", muted)}>{price.vat}</p>
    </div>
  );
}

/** Camera types with their "from" prices (smart surveillance). */
export function CameraTypeGrid({ items }: { items: readonly CameraType[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((camera) => (
        <Card as="li" key={camera.type} className="flex flex-col">
          <IconTile name={camera.icon} />
          <h3 className="mt-4 text-lg font-semibold">{camera.type}</h3>
          <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{camera.description}</p>
          <Price usd={camera.priceFrom} from className="mt-5 border-t border-slate-200 pt-4" />
        </Card>
      ))}
    </ul>
  );
}

/** Priced packages; the popular one stands out and carries its badge. */
export function PackageGrid({ items, serviceSlug }: { items: readonly ServicePackage[]; serviceSlug: string }) {
  const serviceLabels = useInLocale()(serviceLabelsRecord);
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3">
      {items.map((pkg) => (
        <li
          key={pkg.name}
          className={cn(
            "relative flex flex-col rounded-card border p-8 transition duration-200 motion-safe:hover:-translate-y-1",
            pkg.popular
              ? "border-accent-500 bg-navy-900 text-white shadow-xl shadow-navy-900/20 ring-1 ring-accent-500"
              : "border-slate-200 bg-white shadow-sm hover:shadow-lg",
          )}
        >
          {pkg.popular && (
            <p className="absolute inset-x-0 -top-3.5 mx-auto inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-navy-900">
              <Star aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-3.5" />
              {serviceLabels.popular}
            </p>
          )}
          <h3 className="text-xl font-semibold">{pkg.name}</h3>
          <Price usd={pkg.price} period={pkg.period} dark={pkg.popular} className="mt-4" />
          <FeatureList items={pkg.features} tone={pkg.popular ? "dark" : "light"} className="mt-6 flex-1" />
          <ButtonLink
            to={quoteHref(serviceSlug)}
            variant={pkg.popular ? "primary" : "secondary"}
            tone={pkg.popular ? "dark" : "light"}
            className="mt-8 w-full"
          >
            {fillIn(serviceLabels.choosePackage, { name: pkg.name })}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

/** Technical figures as a definition list. */
export function SpecificationList({ items }: { items: readonly Specification[] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-card border border-slate-200 bg-slate-200 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((spec) => (
        <div key={spec.label} className="bg-white p-6">
          <dt className="text-sm font-medium text-ink-muted">{spec.label}</dt>
          <dd className="tabular mt-1 text-2xl font-bold text-ink">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Industries a service is used in; those with their own page are links. */
export function IndustryChips({ items }: { items: readonly ServedIndustry[] }) {
  const locale = useLocale();
  const chip = "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium";
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item.label}>
          {item.industry ? (
            <a
              href={localizedPath(`/industries/${item.industry}`, locale)}
              className={cn(chip, "border-accent-700/30 bg-white text-accent-700 hover:border-accent-700 hover:bg-accent-500/10")}
            >
              {item.label}
              <ArrowRight aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4 rtl:rotate-180" />
            </a>
          ) : (
            <span className={cn(chip, "border-slate-200 bg-white text-ink")}>{item.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

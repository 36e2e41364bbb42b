import { GeneratedImage } from "~/images/components/GeneratedImage";
import { hero as heroRecord } from "~/content/home/hero";
import { ActionLinks } from "./ActionLinks";
import { Icon } from "~/ui/Icon";
import { ScrollRow, scrollRowItem } from "~/ui/ScrollRow";
import { cn } from "~/ui/cn";
import { fillSiteFacts } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { useInLocale } from "~/page-context/use-locale";

/** Home section 1: the page's only h1, slogan, subtitle, two buttons, three feature cards and the hero image. */
export function HeroSection() {
  const hero = useInLocale()(heroRecord);
  const site = useSiteConfig();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-navy-900 pt-16 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(rgba(20,184,196,0.07)_1px,transparent_1px),linear-gradient(90deg,rgba(20,184,196,0.07)_1px,transparent_1px)] bg-[size:40px_40px]"
      />
      <div aria-hidden="true" className="absolute -end-40 -top-40 size-[36rem] rounded-full bg-accent-500/10 blur-3xl" />
      <div className="container-page relative grid items-center gap-10 py-12 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent-400/30 bg-accent-500/10 px-3 py-1 text-sm font-medium text-accent-300">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
            {fillSiteFacts(hero.badge, site)}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-4 text-xl font-semibold text-amber-400 sm:text-2xl">{hero.slogan}</p>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{hero.subtitle}</p>
          <ActionLinks actions={hero.actions} tone="dark" className="mt-8" />
        </div>
        <div className="lg:col-span-5">
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-3 rounded-card bg-gradient-to-br from-accent-500/40 via-transparent to-amber-400/30 blur-xl"
            />
            <GeneratedImage
              prompt={hero.image.topic}
              alt={hero.image.alt}
              width={600}
              height={400}
              autoGenerate
              priority
              className="relative w-full rounded-card border border-white/10 shadow-2xl shadow-black/40"
            />
          </div>
        </div>
      </div>
      <div className="container-page relative pb-12">
        {/* A row to swipe on phones (issue 15: a shorter home page), three columns from `sm` up. */}
        <ScrollRow label={hero.featuresLabel} className="sm:grid-cols-3 sm:gap-4">
          {hero.features.map((feature) => (
            <li key={feature.title} className={cn(scrollRowItem, "rounded-card border border-white/10 bg-white/5 p-4 backdrop-blur-sm")}>
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-card bg-accent-500/15 text-accent-400">
                  <Icon name={feature.icon} />
                </span>
                <p className="font-semibold">{feature.title}</p>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{feature.description}</p>
            </li>
          ))}
        </ScrollRow>
      </div>
    </section>
  );
}

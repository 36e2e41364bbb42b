import { Home, MessageCircle, Phone } from "lucide-react";
import { whatsappTextHref } from "~/content/whatsapp-link";
import { inLocale } from "~/content/in-locale";
import { servicePath } from "~/content/service-index";
import { serviceByPath } from "~/content/services";
import { localizedPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useLocale } from "~/page-context/use-locale";
import { LinkCard } from "~/ui/LinkCard";
import { useSiteConfig } from "~/page-context/use-site-config";
import { phoneHref } from "~/content/site";

/**
 * The 404 page (SPEC §8): besides the way home, the services visitors look for most and the two ways to ask us,
 * so a broken link still ends in a lead: a call (its phone icon dials, docs/decisions/148) and WhatsApp. app/site-script/site-script.ts logs the unknown path, as the spec asks.
 */
/** What a lost visitor most often came for (docs/decisions/091). */
const popularServices = ["smart-surveillance", "access-control", "intruder-alarms", "video-intercom"];

export function NotFound() {
  const site = useSiteConfig();
  const locale = useLocale();
  const message = useT();
  return (
    <div data-not-found="" className="bg-surface px-4 pt-28 pb-16">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-7xl font-bold text-accent-700 tabular">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{message("common.notFound.title")}</h1>
        <a href={localizedPath("/", locale)} className="btn-primary mt-8">
          <Home aria-hidden="true" className="size-4" />
          {message("common.notFound.homeLink")}
        </a>
        <nav aria-labelledby="not-found-popular" className="mt-12 text-start">
          <h2 id="not-found-popular" className="text-lg font-semibold">
            {message("common.notFound.popularTitle")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {popularServices.map((slug) => {
              const path = servicePath({ slug });
              const service = inLocale(serviceByPath(path), locale);
              return (
                <li key={slug}>
                  <LinkCard href={localizedPath(path, locale)} title={service.navLabel} text={service.subtitle} />
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-labelledby="not-found-help" className="mt-10">
          <h2 id="not-found-help" className="text-lg font-semibold">
            {message("common.notFound.helpTitle")}
          </h2>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <a href={phoneHref(site.phone)} className="btn-secondary">
              <Phone aria-hidden="true" className="size-4" />
              {message("common.notFound.contactLink")}
            </a>
            <a href={whatsappTextHref(site.whatsapp, message("common.notFound.whatsappText"))} className="btn-secondary" rel="noopener">
              <MessageCircle aria-hidden="true" className="size-4" />
              {message("common.notFound.whatsappLink")}
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}

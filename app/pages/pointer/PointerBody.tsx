import { Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { Pointer } from "~/content/pointer-pages";
import { phoneHref } from "~/content/site";
import { phoneActions } from "~/content/phone-actions";
import { whatsappTextHref } from "~/content/whatsapp-link";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { IconTile } from "~/ui/Icon";

function SupportLink({
  href,
  icon,
  label,
  value,
  number,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: string;
  number?: boolean;
}) {
  return (
    <li>
      <a
        href={href}
        className="flex min-h-11 items-center gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm hover:border-accent-500"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-card bg-accent-500/10 text-accent-700">{icon}</span>
        <span>
          <span className="block text-sm text-ink-muted">{label}</span>
          <span dir={number ? "ltr" : undefined} className={number ? "tabular font-semibold" : "font-semibold wrap-anywhere"}>
            {value}
          </span>
        </span>
      </a>
    </li>
  );
}

/**
 * The body of a page whose section is not open yet (/shop, /my-account; decision 147): its record's opening line,
 * the company's phone, WhatsApp and email where the record asks for them, and cards leading to pages that work today.
 */
export function PointerBody({ pointer }: { pointer: Pointer }) {
  const site = useSiteConfig();
  const locale = useLocale();
  const { support } = pointer;
  const { whatsappText } = phoneActions[locale];
  return (
    <div className="container-page pb-16">
      <div className="max-w-3xl space-y-12">
        <p className="text-lg leading-relaxed text-ink-muted">{pointer.intro}</p>
        {support && (
          <section aria-labelledby="pointer-support">
            <h2 id="pointer-support" className="text-2xl font-semibold">
              {support.heading}
            </h2>
            <p className="mt-2 text-ink-muted">{support.text}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              <SupportLink
                href={phoneHref(site.phone)}
                icon={<Phone aria-hidden="true" className="size-5" />}
                label={support.call}
                value={site.phone}
                number
              />
              <SupportLink
                href={whatsappTextHref(site.whatsapp, whatsappText)}
                icon={<MessageCircle aria-hidden="true" className="size-5" />}
                label={support.whatsapp}
                value={site.whatsapp}
                number
              />
              <SupportLink
                href={`mailto:${site.email}`}
                icon={<Mail aria-hidden="true" className="size-5" />}
                label={support.email}
                value={site.email}
              />
            </ul>
          </section>
        )}
        <section aria-labelledby="pointer-ways">
          <h2 id="pointer-ways" className="text-2xl font-semibold">
            {pointer.waysHeading}
          </h2>
          <ul className="mt-6 space-y-4">
            {pointer.ways.map((way) => (
              <li key={way.link.to} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm">
                <IconTile name={way.icon} />
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold">{way.title}</h3>
                  <p className="mt-1 text-ink-muted">{way.text}</p>
                  <p className="mt-3">
                    <a
                      href={localizedPath(way.link.to, locale)}
                      className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-500"
                    >
                      {way.link.label}
                    </a>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

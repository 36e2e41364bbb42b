import { MessageCircle, Phone } from "lucide-react";
import { phoneActions } from "~/content/phone-actions";
import { phoneHref } from "~/content/site";
import { whatsappTextHref } from "~/content/whatsapp-link";
import { useInLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { cn } from "~/ui/cn";

const control = "grid size-11 shrink-0 place-items-center rounded-card lg:hidden";

/**
 * Phones and tablets (below `lg`): Call and WhatsApp as 44 px icons in the header, so a person is one tap away on the
 * first screen of every page (docs/decisions/149). Each is named in the page's language; the number is the company
 * settings' (content/settings/company.yaml), which the settings schema requires.
 */
export function HeaderContacts() {
  const site = useSiteConfig();
  const texts = useInLocale()(phoneActions);
  return (
    <>
      <a
        href={phoneHref(site.phone)}
        aria-label={texts.callName}
        data-header-contact="call"
        className={cn(control, "text-white hover:bg-white/10")}
      >
        <Phone aria-hidden="true" className="size-5" />
      </a>
      {/* A new tab, as everywhere: WhatsApp opens in its app or its web page, and the site stays where it was. */}
      <a
        href={whatsappTextHref(site.whatsapp, texts.whatsappText)}
        target="_blank"
        rel="noopener"
        aria-label={texts.whatsappName}
        data-header-contact="whatsapp"
        className={cn(control, "bg-whatsapp text-navy-900 hover:bg-whatsapp/85")}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
      </a>
    </>
  );
}

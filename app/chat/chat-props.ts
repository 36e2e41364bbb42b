import type { ChatContent } from "~/content/home/chat";
import { phoneActions } from "~/content/phone-actions";
import type { SiteConfig } from "~/content/site";
import { whatsappHref } from "~/content/site";
import { inLocale } from "~/content/in-locale";
import type { Locale } from "~/i18n/locale";
import type { ChatWidgetProps } from "./ChatWidget";

/**
 * The chat island's props, made where the page is rendered: its record, the language, the facts its replies name and
 * the WhatsApp link's words, so the island reads no page data, site settings or second record (its gzip budget).
 */
export function chatProps(content: ChatContent, site: SiteConfig, locale: Locale): ChatWidgetProps {
  const texts = inLocale(phoneActions, locale);
  return {
    content,
    locale,
    facts: { phone: site.phone, emergencyPhone: site.emergencyPhone },
    whatsapp: { href: whatsappHref(site.whatsapp), text: texts.whatsappText, label: texts.continueOnWhatsapp },
  };
}

// Company facts shown across the site. The spec gives none ({phone}, {email}): these defaults are
// obvious placeholders, each overridable by an environment variable (see app/config/site-config.server.ts).
export interface Office {
  city: string;
  /** ISO 3166 country code, for structured data. */
  country: string;
  address: string;
  phone: string;
  email: string;
}

export interface SiteConfig {
  siteUrl: string;
  companyName: string;
  /** The wordmark's two tones: first part in white/slate, second in amber. */
  wordmark: readonly [string, string];
  phone: string;
  email: string;
  whatsapp: string;
  emergencyPhone: string;
  commercialRegistration: string;
  offices: Office[];
}

export const defaultSiteConfig: SiteConfig = {
  siteUrl: "http://localhost:3000",
  companyName: "K2 Security Systems",
  wordmark: ["K2", "Security"],
  phone: "+966 11 000 0000",
  email: "info@example.com",
  whatsapp: "+966 50 000 0000",
  emergencyPhone: "+966 50 000 0001",
  commercialRegistration: "1010000000",
  offices: [
    {
      city: "Dubai",
      country: "AE",
      address: "Business Bay, Dubai, United Arab Emirates",
      phone: "+971 4 000 0000",
      email: "dubai@example.com",
    },
    {
      city: "Abu Dhabi",
      country: "AE",
      address: "Al Maryah Island, Abu Dhabi, United Arab Emirates",
      phone: "+971 2 000 0000",
      email: "abudhabi@example.com",
    },
    {
      city: "Riyadh",
      country: "SA",
      address: "Olaya District, Riyadh, Saudi Arabia",
      phone: "+966 11 000 0000",
      email: "riyadh@example.com",
    },
  ],
};

/** Digits only, for tel: and wa.me links. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp click-to-chat: the number in international form, digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

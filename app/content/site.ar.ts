import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./site.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "K2 Security Systems": "K2 Security Systems",
  Security: "Security",
  "info@example.com": "info@example.com",
  Retail: "التجزئة",
  Education: "التعليم",
  Healthcare: "الرعاية الصحية",
  Logistics: "الخدمات اللوجستية",
  Industrial: "الصناعة",
  "Commercial property": "العقارات التجارية",
  Farms: "المزارع",
  Homes: "المنازل",
  Riyadh: "الرياض",
  "Olaya District, Riyadh, Saudi Arabia": "حي العليا، الرياض، المملكة العربية السعودية",
  "riyadh@example.com": "riyadh@example.com",
  Dubai: "دبي",
  "Business Bay, Dubai, United Arab Emirates": "الخليج التجاري، دبي، الإمارات العربية المتحدة",
  "dubai@example.com": "dubai@example.com",
  "Abu Dhabi": "أبوظبي",
  "Al Maryah Island, Abu Dhabi, United Arab Emirates": "جزيرة المارية، أبوظبي، الإمارات العربية المتحدة",
  "abudhabi@example.com": "abudhabi@example.com",
  "CR No.": "رقم السجل التجاري",
  "VAT No.": "الرقم الضريبي",
  "Olaya Street": "شارع العليا",
} satisfies Catalogue;

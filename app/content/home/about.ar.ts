import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./about.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Engineers since {engineersSince}": "خبرة هندسية منذ {engineersSince}",
  About: "من نحن",
  "We design, install and support security and technology systems for businesses, institutions and homes across Saudi Arabia and the wider Middle East. Our engineers have helped organisations protect their people, property and data since {engineersSince}, as a company incorporated in {incorporated}.":
    "نصمّم أنظمة الأمن والتقنية ونركّبها وندعمها للشركات والمؤسسات والمنازل في أنحاء المملكة العربية السعودية والشرق الأوسط. ويساعد مهندسونا المنشآت على حماية أفرادها وممتلكاتها وبياناتها منذ {engineersSince}، وقد تأسست شركتنا رسمياً عام {incorporated}.",
  "Our Mission": "رسالتنا",
  "To make advanced security simple and dependable for every client: systems designed around their site, installed to a high standard and supported for the long term.":
    "أن نجعل الأمن المتقدم بسيطاً وموثوقاً لكل عميل: أنظمة مصمّمة وفق طبيعة موقعه، ومركّبة بأعلى المعايير، ومدعومة على المدى الطويل.",
  "Our Vision": "رؤيتنا",
  "To be the region's most trusted partner in intelligent security, supporting Saudi Vision 2030 with safe, smart and connected buildings and cities.":
    "أن نكون الشريك الأكثر موثوقية في المنطقة في مجال الأمن الذكي، إسهاماً في تحقيق رؤية السعودية 2030 بمبانٍ ومدن آمنة وذكية ومترابطة.",
  "{clients}+": "{clients}+",
  Clients: "عميل",
  "{years}+": "{years}+",
  Years: "سنوات الخبرة",
  "{teamSize}+": "{teamSize}+",
  "Team members": "عضو في فريقنا",
  Uptime: "استمرارية التشغيل",
  "More about our company": "المزيد عن شركتنا",
} satisfies Catalogue;

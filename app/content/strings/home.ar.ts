import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./home.ts, keyed by its exact English text (docs/decisions/115).
export default {
  Selected: "محدَّد",
  "Equipment categories": "فئات الأجهزة",
  "Your Estimate": "السعر التقديري",
  "Estimated Total": "الإجمالي التقديري",
  "Add at least one item to request a quote.": "أضيفوا بنداً واحداً على الأقل لطلب عرض السعر.",
  "Included with your quote": "ما يشمله عرض السعر",
  "Get Official Quote": "اطلب عرض السعر الرسمي",
  "An estimate only: your official quote follows a free site survey.":
    "هذا سعر تقديري فقط: يصلكم عرض السعر الرسمي بعد المعاينة الميدانية المجانية.",
  "Where should we send your official quote?": "إلى أين نرسل عرض السعر الرسمي؟",
  "Your configuration goes with it. Give us an email address or a phone number, whichever suits you.":
    "نرفق به مكوّنات النظام التي اخترتموها. زوّدونا بالبريد الإلكتروني أو رقم الجوال، أيهما يناسبكم.",
  "Send My Quote Request": "أرسل طلب عرض السعر",
  "Quote request received": "استلمنا طلب عرض السعر",
  "Tour locations": "مواقع الجولة",
  Active: "الآن",
  "Play tour": "شغّل الجولة",
  "Pause tour": "أوقف الجولة مؤقتاً",
  Playing: "قيد التشغيل",
  Features: "المزايا",
  Completed: "مكتمل",
  Planned: "مخطط له",
  "Print or save as PDF": "اطبع أو احفظ بصيغة PDF",
  "Use your browser's print dialog to save this page as a PDF.": "استخدموا نافذة الطباعة في المتصفح لحفظ هذه الصفحة بصيغة PDF.",
  "Points of interest": "نقاط الاهتمام",
  "Platform capabilities": "قدرات المنصة",
  "Equipment and starting prices": "الأجهزة والأسعار المبدئية",
  "Equipment and starting prices in SAR": "الأجهزة والأسعار المبدئية بالريال السعودي",
  Category: "الفئة",
  Price: "السعر",
  "Building complexity factors: {factors}.": "معاملات تعقيد المبنى: {factors}.",
  // Until issue 24 these came from the lead forms' catalogue (now content/messages), word for word.
  Item: "البند",
  // Labels the site survey's catalogue gave this module before it moved to content/texts/site-survey.yaml.
  "Building Type": "نوع المبنى",
} satisfies Catalogue;

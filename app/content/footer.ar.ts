import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./footer.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Systems Online": "الأنظمة تعمل",
  "PDPL Compliant": "متوافقون مع نظام حماية البيانات الشخصية",
  "Saudi Personal Data Protection Law: our privacy notice": "نظام حماية البيانات الشخصية السعودي: إشعار الخصوصية لدينا",
  Company: "الشركة",
  Legal: "الشؤون القانونية",
  "Cookie Policy": "سياسة ملفات تعريف الارتباط",
  Support: "الدعم",
} satisfies Catalogue;

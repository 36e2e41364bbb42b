import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./contact.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Sunday to Thursday 8AM-6PM, Saturday 9AM-3PM": "من الأحد إلى الخميس من 8 صباحاً إلى 6 مساءً، والسبت من 9 صباحاً إلى 3 عصراً",
  "Get in touch": "تواصلوا معنا",
  "Contact Us": "اتصل بنا",
  "Tell us about your site and what you need to protect. We reply within 2 hours in business hours, and our emergency team responds within 15 minutes.":
    "أخبرونا عن موقعكم وما تحتاجون إلى حمايته. نرد خلال ساعتين في أوقات العمل، ويستجيب فريق الطوارئ لدينا خلال 15 دقيقة.",
  "Call Us": "اتصلوا بنا",
  "Email Us": "راسلونا بالبريد الإلكتروني",
  "Response within 2 hours in business hours": "نرد خلال ساعتين في أوقات العمل",
  WhatsApp: "واتساب",
  "Chat with our team on WhatsApp": "تحدّثوا مع فريقنا عبر واتساب",
  "Business Hours": "أوقات العمل",
  "Visit Us": "تفضّلوا بزيارتنا",
  "Our Riyadh office": "مكتبنا في الرياض",
  emergencyPhone: "emergencyPhone",
  "Emergency response within 15 minutes": "استجابة للطوارئ خلال 15 دقيقة",
  "Send Us a Message": "أرسلوا لنا رسالة",
  "Fields marked with * are required.": "الحقول المشار إليها بعلامة * إلزامية.",
  "CCTV Installation": "تركيب كاميرات المراقبة",
  "Access Control": "أنظمة التحكم في الدخول",
  "Smart Home Security": "أمن المنزل الذكي",
  "Enterprise Solutions": "حلول المنشآت الكبرى",
  "Maintenance Support": "الصيانة والدعم",
  Other: "أخرى",
  "Security Assessment": "تقييم أمني",
} satisfies Catalogue;

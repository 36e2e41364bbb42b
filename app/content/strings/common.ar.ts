import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./common.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Skip to content": "انتقل إلى المحتوى",
  "Main navigation": "القائمة الرئيسية",
  "Open menu": "افتح القائمة",
  "Close menu": "أغلق القائمة",
  "Navigation Menu": "قائمة التنقل",
  Breadcrumb: "مسار التنقل",
  Loading: "جارٍ التحميل",
  "Securing your digital experience...": "نؤمّن تجربتكم الرقمية...",
  "Ready to Secure Your Future?": "هل أنتم مستعدون لتأمين مستقبلكم؟",
  "Tell us about your site and our engineers will design the right protection for it.":
    "أخبرونا عن موقعكم، وسيصمّم مهندسونا الحماية المناسبة له.",
  "Get Free Quote": "اطلب عرض سعر مجاني",
  "Call Now": "اتصل الآن",
  "Oops! Page not found": "عذراً، الصفحة غير موجودة",
  "Return to Home": "العودة إلى الرئيسية",
  "Popular services": "الخدمات الأكثر طلباً",
  "Or ask us directly": "أو اسألونا مباشرة",
  "Contact us": "اتصل بنا",
  "Message us on WhatsApp": "راسلنا عبر واتساب",
  "Hello, I could not find a page on your site and would like some help.": "مرحباً، لم أجد صفحة في موقعكم وأحتاج إلى المساعدة.",
  "Unexpected Application Error!": "حدث خطأ غير متوقع في التطبيق!",
  "Something went wrong on our side. Please try again, or call us.": "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى أو الاتصال بنا.",
  "Reference:": "الرقم المرجعي:",
  "Security and technology systems for businesses and homes across Saudi Arabia and the Middle East.":
    "أنظمة الأمن والتقنية للشركات والمنازل في أنحاء المملكة العربية السعودية والشرق الأوسط.",
  "Our Offices": "مكاتبنا",
  "Stay informed": "ابقوا على اطلاع",
  "Security news and offers, at most once a month.": "أخبار أمنية وعروض، مرة واحدة في الشهر على الأكثر.",
  "Email address": "البريد الإلكتروني",
  Subscribe: "اشترك",
  ", home page": "، الصفحة الرئيسية",
  "© {year} {company}. All rights reserved.": "© {year} {company}. جميع الحقوق محفوظة.",
  Footer: "تذييل الموقع",
  English: "English",
} satisfies Catalogue;

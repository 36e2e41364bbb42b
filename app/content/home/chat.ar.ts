import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./chat.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Support Assistant": "مساعد الدعم",
  "Hello! I'm your security support assistant. How can I help you protect your home or business today?":
    "مرحباً! أنا مساعد الدعم الأمني. كيف يمكنني مساعدتكم اليوم في حماية منزلكم أو منشأتكم؟",
  "Our engineers offer a free security assessment: they review your site, identify the risks and recommend the right system. Request one and our team will contact you within 24 hours.":
    "يقدّم مهندسونا تقييماً أمنياً مجانياً: يعاينون موقعكم ويحدّدون المخاطر ويوصون بالنظام المناسب. اطلبوه وسيتواصل معكم فريقنا خلال 24 ساعة.",
  "Request a free assessment": "اطلب تقييماً مجانياً",
  "Product Catalog": "دليل المنتجات",
  "We supply and install 4K security cameras, network video recorders, biometric readers, access controllers, smart sensors and network equipment. Try the configurator on this page for an estimate in SAR.":
    "نورّد ونركّب كاميرات مراقبة بدقة 4K، وأجهزة تسجيل شبكية (NVR)، وقارئات بيومترية، ووحدات التحكم في الدخول، ومستشعرات ذكية، ومعدات الشبكات. جرّبوا أداة تصميم النظام في هذه الصفحة لمعرفة السعر التقديري بالريال.",
  "See our security products": "تصفّح منتجاتنا الأمنية",
  "Installation Services": "خدمات التركيب",
  "Our team handles everything from design to handover. Most installations take 2–4 weeks, and every quote includes professional installation, a 1-year installation warranty, 24/7 technical support and system training.":
    "يتولى فريقنا كل المراحل من التصميم حتى التسليم. تستغرق معظم أعمال التركيب من 2 إلى 4 أسابيع، ويشمل كل عرض سعر التركيب الاحترافي، وضمان التركيب لمدة سنة، ودعماً فنياً على مدار الساعة، وتدريباً على استخدام النظام.",
  "How an installation works": "مراحل التركيب لدينا",
  "Emergency Support": "دعم الطوارئ",
  "For an emergency, call our emergency line on {emergencyPhone}. Our team responds within 15 minutes.":
    "في حالات الطوارئ اتصلوا بخط الطوارئ على الرقم \u2066{emergencyPhone}\u2069، ويستجيب فريقنا خلال 15 دقيقة.",
  "Thank you for your message! For a detailed answer, we recommend a free consultation with one of our security experts. We reply within 2 hours in business hours.":
    "شكراً لرسالتكم! للحصول على إجابة مفصّلة ننصحكم باستشارة مجانية مع أحد خبرائنا الأمنيين. نرد خلال ساعتين في أوقات العمل.",
  "Book a free consultation": "احجز استشارة مجانية",
  "Security Assessment": "تقييم أمني",
} satisfies Catalogue;

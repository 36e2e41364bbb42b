import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./technology.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "K2 AI Platform": "منصة K2 للذكاء الاصطناعي",
  "Technology That Thinks Ahead": "تقنية تستبق المخاطر",
  "Our AI surveillance platform turns cameras, readers and sensors into one intelligent system that spots risks early and responds in seconds.":
    "تحوّل منصتنا للمراقبة بالذكاء الاصطناعي الكاميرات والقارئات والمستشعرات إلى منظومة ذكية واحدة ترصد المخاطر مبكراً وتستجيب في ثوانٍ.",
  "Deep-learning models detect people, vehicles, loitering and perimeter breaches as they happen.":
    "نماذج تعلّم عميق ترصد الأشخاص والمركبات والتسكع واختراق المحيط لحظة حدوثها.",
  "Edge Computing": "الحوسبة الطرفية",
  "Analytics run on cameras and local servers, so alerts arrive in seconds even when the internet is down.":
    "تعمل التحليلات على الكاميرات والخوادم المحلية، فتصل التنبيهات في ثوانٍ حتى عند انقطاع الإنترنت.",
  "Cloud Management": "الإدارة السحابية",
  "Manage every site, user and device from one secure web console and mobile app.":
    "أديروا كل موقع ومستخدم وجهاز من لوحة تحكم ويب آمنة واحدة وتطبيق للجوال.",
  "Cyber-Hardened Devices": "أجهزة محصّنة سيبرانياً",
  "Encrypted video, signed firmware and zero-trust access, managed under ISO 27001.":
    "فيديو مشفر وبرامج ثابتة موقّعة ووصول وفق مبدأ انعدام الثقة، بإدارة متوافقة مع ISO 27001.",
  "How the platform works": "كيف تعمل المنصة",
  Collect: "جمع البيانات",
  "Cameras, access readers and sensors capture video, entry events and environmental data across your site.":
    "تلتقط الكاميرات وقارئات الدخول والمستشعرات الفيديو وأحداث الدخول والبيانات البيئية في أرجاء موقعكم.",
  "AI Processing": "المعالجة بالذكاء الاصطناعي",
  "The K2 AI Platform analyses every stream at the edge and in the cloud, filters out noise and ranks real risks.":
    "تحلل منصة K2 للذكاء الاصطناعي كل بث على الأجهزة الطرفية وفي السحابة، وتستبعد التنبيهات غير المهمة وترتب المخاطر الحقيقية حسب أولويتها.",
  Response: "الاستجابة",
  "Operators and mobile users are alerted, and automated actions follow: doors lock, lights switch on, guards are sent.":
    "يُنبَّه المشغلون ومستخدمو الجوال، وتتبع ذلك إجراءات تلقائية: تُقفل الأبواب، وتُضاء الأنوار، ويُرسل الحراس.",
  "Request Technology Demo": "اطلب عرضاً توضيحياً للتقنية",
  "Download Specification": "حمّل المواصفات",
  "Platform capabilities": "قدرات المنصة",
} satisfies Catalogue;

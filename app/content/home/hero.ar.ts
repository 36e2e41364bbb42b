import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./hero.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Riyadh security engineers since {engineersSince}": "مهندسو أنظمة أمنية في الرياض منذ {engineersSince}",
  "Intelligent Security for a Safer Saudi Arabia": "أمن ذكي من أجل سعودية أكثر أماناً",
  "Protect. Detect. Respond.": "نحمي. نرصد. نستجيب.",
  "AI-powered surveillance, access control and smart building systems for businesses, institutions and homes, designed, installed and supported by our own engineers.":
    "أنظمة المراقبة بالذكاء الاصطناعي والتحكم في الدخول والمباني الذكية للشركات والمؤسسات والمنازل، يصمّمها مهندسونا ويركّبونها ويدعمونها بأنفسهم.",
  "Get Free Security Assessment": "احصل على تقييم أمني مجاني",
  "Book a Consultation": "احجز استشارة",
  "AI-Powered Detection": "رصد بالذكاء الاصطناعي",
  "Video analytics that recognise people, vehicles and unusual behaviour as it happens.":
    "تحليلات فيديو تتعرّف على الأشخاص والمركبات والسلوك غير المعتاد لحظة حدوثه.",
  "24/7 Monitoring": "مراقبة على مدار الساعة",
  "Round-the-clock oversight with instant alerts to your team and ours.":
    "متابعة مستمرة على مدار الساعة مع تنبيهات فورية تصل إلى فريقكم وفريقنا.",
  "Seamless Integration": "تكامل سلس",
  "Cameras, access control, alarms and smart devices working as one system.":
    "كاميرات المراقبة وأنظمة التحكم في الدخول والإنذار والأجهزة الذكية في نظام واحد متكامل.",
  "Operators watching live camera feeds and AI alerts on a video wall in a security control room":
    "مشغّلون يتابعون البث المباشر للكاميرات وتنبيهات الذكاء الاصطناعي على جدار عرض في غرفة التحكم الأمنية",
  "What our systems do": "ما تقدمه أنظمتنا",
} satisfies Catalogue;

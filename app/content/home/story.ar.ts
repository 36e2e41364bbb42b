import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./story.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Why it matters": "لماذا يهمّكم ذلك",
  "The Future of Security": "مستقبل الأمن",
  "Security is no longer a camera on a wall. It is a connected, intelligent system that sees, decides and acts, and it keeps getting smarter.":
    "لم يعد الأمن مجرد كاميرا معلّقة على جدار، بل أصبح منظومة ذكية مترابطة ترى وتقرّر وتتصرّف، وتزداد ذكاءً باستمرار.",
  "Advanced Surveillance": "مراقبة متقدمة",
  "4K cameras with night vision and wide dynamic range cover every angle of your site, day and night.":
    "كاميرات 4K مزوّدة بالرؤية الليلية وتقنية المدى الديناميكي الواسع (WDR) تغطي كل زاوية في موقعكم ليلاً ونهاراً.",
  "Ultra HD video": "فيديو بدقة فائقة (Ultra HD)",
  Recording: "التسجيل",
  Coverage: "التغطية",
  "Smart Protection": "حماية ذكية",
  "Sensors, alarms and AI rules that tell a real threat from a passing car, so your team acts on what matters.":
    "مستشعرات وأنظمة إنذار وقواعد ذكاء اصطناعي تميّز التهديد الحقيقي من سيارة عابرة، ليتعامل فريقكم مع ما يستحق الاهتمام فعلاً.",
  "AI threat detection": "رصد التهديدات بالذكاء الاصطناعي",
  "Real-time alerts": "تنبيهات فورية",
  "Multi-layer defence": "حماية متعددة الطبقات",
  "Connected Ecosystem": "منظومة مترابطة",
  "Video, access control, alarms and building systems share one network and one view of your site.":
    "تتشارك أنظمة الفيديو والتحكم في الدخول والإنذار وأنظمة المبنى شبكة واحدة وواجهة موحّدة لموقعكم.",
  "1M+": "أكثر من مليون",
  "Devices connected": "جهاز متصل",
  "One unified platform": "منصة موحّدة",
  "Remote access from mobile": "وصول عن بُعد من الجوال",
  "K2 AI Platform": "منصة K2 AI",
  "Our AI surveillance platform analyses every stream at the edge and in the cloud, and learns what normal looks like.":
    "تحلّل منصتنا للمراقبة بالذكاء الاصطناعي كل بث مباشر على الأجهزة الطرفية وفي السحابة، وتتعلّم ما هو طبيعي في موقعكم.",
  "AI video analytics": "تحليلات الفيديو بالذكاء الاصطناعي",
  "Edge and cloud processing": "معالجة طرفية وسحابية",
  "Zero-Trust Security": "أمن انعدام الثقة (Zero Trust)",
  "Every user, device and connection is verified. Video and data stay encrypted, managed under ISO 27001.":
    "نتحقق من كل مستخدم وكل جهاز وكل اتصال، وتبقى مقاطع الفيديو والبيانات مشفّرة وتُدار وفق معيار ISO 27001.",
  "ISO 27001 certified": "حاصلون على شهادة ISO 27001",
  "End-to-end encryption": "تشفير من طرف إلى طرف",
  "Every access verified": "التحقق من كل عملية وصول",
  "Instant Response": "استجابة فورية",
  "Alerts reach the right people in seconds, and our engineers are on call when you need them.":
    "تصل التنبيهات إلى الأشخاص المعنيين خلال ثوانٍ، ومهندسونا جاهزون متى احتجتم إليهم.",
  "15 min": "15 دقيقة",
  "Emergency response": "الاستجابة للطوارئ",
  "2 hours": "ساعتان",
  "Reply in business hours": "الرد في أوقات العمل",
  "Technical support": "الدعم الفني",
} satisfies Catalogue;

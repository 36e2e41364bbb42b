import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./services.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "What we do": "ما نقدمه",
  "Our Services": "خدماتنا",
  "Complete security systems, from the first survey to long-term support. Choose a service to see what it includes.":
    "أنظمة أمنية متكاملة، من المعاينة الأولى إلى الدعم طويل الأمد. اختاروا خدمة لمعرفة ما تشمله.",
  "Choose a service": "اختر خدمة",
  "Advanced CCTV Systems": "أنظمة كاميرات المراقبة المتقدمة",
  "4K cameras, recording and AI video analytics for complete visibility of your site.":
    "كاميرات 4K وتسجيل وتحليلات فيديو بالذكاء الاصطناعي لرؤية شاملة لموقعكم.",
  "4K Ultra HD cameras with night vision": "كاميرات 4K Ultra HD برؤية ليلية",
  "AI detection of people, vehicles and intrusions": "رصد الأشخاص والمركبات والتسلل بالذكاء الاصطناعي",
  "Live and recorded video on mobile and desktop": "فيديو مباشر ومسجل على الجوال والكمبيوتر",
  "Network video recorders with secure storage": "أجهزة تسجيل شبكية (NVR) بتخزين آمن",
  "Dome and bullet security cameras mounted at a commercial building entrance": "كاميرات مراقبة قبة وأسطوانية مثبتة عند مدخل مبنى تجاري",
  "4K cameras with AI analytics watching a commercial entrance.": "كاميرات 4K بتحليلات الذكاء الاصطناعي تراقب مدخلاً تجارياً.",
  "Access Control Systems": "أنظمة التحكم في الدخول",
  "Biometric, card, PIN and mobile access that decides who enters each door, and when.":
    "دخول بالبصمة أو البطاقة أو الرمز السري أو الجوال يحدد من يدخل كل باب، ومتى.",
  "Fingerprint and face recognition readers": "أجهزة البصمة والتعرف على الوجه",
  "Card, PIN and mobile credentials": "وسائل تعريف بالبطاقة والرمز السري والجوال",
  "Time-based rules per person and door": "قواعد زمنية لكل شخص وكل باب",
  "A full audit trail of every entry": "سجل كامل لكل عملية دخول",
  "An employee using a face recognition reader to open an office door": "موظف يستخدم قارئ التعرف على الوجه لفتح باب مكتب",
  "Biometric readers that open the right doors for the right people.": "أجهزة بصمة تفتح الأبواب المناسبة للأشخاص المناسبين.",
  "Smart Home Security": "أمن المنزل الذكي",
  "Alarms, cameras and automation for villas and apartments, controlled from your phone.":
    "أنظمة إنذار وكاميرات وأتمتة للفلل والشقق، تتحكمون فيها من جوالكم.",
  "Door and window sensors with alarm sirens": "مستشعرات للأبواب والنوافذ مع صفارات إنذار",
  "Indoor and outdoor cameras with mobile alerts": "كاميرات داخلية وخارجية مع تنبيهات على الجوال",
  "Video doorbell and intercom": "جرس باب بالفيديو وإنتركم",
  "Automated lights and locks": "إضاءة وأقفال آلية",
  "A smartphone showing a home security app in front of a villa entrance with a video doorbell":
    "هاتف ذكي يعرض تطبيقاً لأمن المنزل أمام مدخل فيلا مزود بجرس باب بالفيديو",
  "Home protection you arm, watch and control from your phone.": "حماية لمنزلكم تفعّلونها وتراقبونها وتتحكمون فيها من جوالكم.",
  "Enterprise Solutions": "حلول المؤسسات",
  "Integrated security platforms for large organisations and multi-site operations.":
    "منصات أمنية متكاملة للمؤسسات الكبيرة والعمليات متعددة المواقع.",
  "Video, access control and alarms on one platform": "الفيديو والتحكم في الدخول والإنذار على منصة واحدة",
  "Central monitoring of many sites": "مراقبة مركزية لمواقع متعددة",
  "Secure enterprise networking": "شبكات مؤسسية آمنة",
  "Integration with HR and building systems": "التكامل مع أنظمة الموارد البشرية وأنظمة المباني",
  "A security operations centre monitoring several company sites on large screens":
    "مركز عمليات أمنية يراقب عدة مواقع للشركة على شاشات كبيرة",
  "One platform and one network for every site you operate.": "منصة واحدة وشبكة واحدة لكل موقع تديرونه.",
  "Learn More": "اعرف المزيد",
  "Request Free Assessment": "اطلب تقييماً أمنياً مجانياً",
  "View All Services": "تصفّح جميع الخدمات",
  "All Services": "جميع الخدمات",
  "Every system we design, install and support.": "كل نظام نصممه ونركّبه وندعمه.",
} satisfies Catalogue;

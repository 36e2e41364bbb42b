import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./tour.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Virtual tour": "جولة افتراضية",
  "Explore Our Security Solutions": "استكشفوا حلولنا الأمنية",
  "Step inside the systems we build. Choose a location, or play the tour to move through them one by one.":
    "تعرّفوا من الداخل على الأنظمة التي ننفّذها. اختاروا موقعاً، أو شغّلوا الجولة للتنقل بين المواقع واحداً تلو الآخر.",
  "Central Control Room": "غرفة التحكم المركزية",
  "The heart of the system: operators see live video, alarms and access events on one video wall, while AI brings forward what needs attention.":
    "قلب المنظومة: يتابع المشغّلون البث المباشر والإنذارات وأحداث الدخول على جدار عرض واحد، بينما يُبرز الذكاء الاصطناعي ما يستدعي الانتباه.",
  "Video wall with AI alerts": "جدار عرض مع تنبيهات الذكاء الاصطناعي",
  "Operator workstations": "محطات عمل المشغّلين",
  "Incident dashboard": "لوحة متابعة الحوادث",
  "Unified video wall": "جدار عرض موحّد",
  "AI event prioritisation": "ترتيب الأحداث حسب الأولوية بالذكاء الاصطناعي",
  "Redundant power": "مصادر طاقة احتياطية",
  "24/7 operation": "تشغيل على مدار الساعة",
  "A security control room with a large video wall and operator desks": "غرفة تحكم أمنية فيها جدار عرض كبير ومكاتب للمشغّلين",
  "Perimeter Security": "تأمين المحيط الخارجي",
  "Thermal and 4K cameras, fence sensors and smart lighting guard the outer boundary, and stop threats before they reach a building.":
    "كاميرات حرارية وكاميرات 4K ومستشعرات للأسوار وإضاءة ذكية تحرس الحدود الخارجية وتوقف التهديدات قبل أن تصل إلى المبنى.",
  "Thermal camera": "كاميرا حرارية",
  "Fence intrusion sensor": "مستشعر اختراق السور",
  "Vehicle gate with plate recognition": "بوابة مركبات مع التعرف على اللوحات",
  "Thermal imaging": "التصوير الحراري",
  "Intrusion detection": "كشف التسلل",
  "License plate recognition": "التعرف على لوحات المركبات",
  "Smart lighting": "إضاءة ذكية",
  "A facility perimeter fence with cameras on poles and a vehicle barrier gate at dusk":
    "سور محيط منشأة مع كاميرات على أعمدة وبوابة حاجز للمركبات عند الغروب",
  "Secure Server Room": "غرفة خوادم مؤمّنة",
  "Biometric doors, environmental sensors and continuous recording protect the systems that keep the business running.":
    "أبواب بقارئات بيومترية ومستشعرات بيئية وتسجيل متواصل تحمي الأنظمة التي تُبقي أعمالكم مستمرة.",
  "Biometric door reader": "قارئ بيومتري للباب",
  "Rack camera": "كاميرا خزانة الخوادم",
  "Temperature and humidity sensor": "مستشعر الحرارة والرطوبة",
  "Biometric access": "دخول بالقارئات البيومترية",
  "Environmental monitoring": "مراقبة الظروف البيئية",
  "Access audit trail": "سجل تدقيق عمليات الدخول",
  "Fire system integration": "التكامل مع نظام إنذار الحريق",
  "Rows of server racks behind a glass door with a biometric reader": "صفوف من خزائن الخوادم خلف باب زجاجي مزوّد بقارئ بيومتري",
  "Smart Office": "المكتب الذكي",
  "Staff badge in with their phones, visitors are registered at reception, and lights and climate follow who is in the building.":
    "يدخل الموظفون باستخدام هواتفهم، ويُسجَّل الزوار في الاستقبال، وتتكيّف الإضاءة والتكييف مع وجود الأشخاص في المبنى.",
  "Mobile access reader": "قارئ دخول بالجوال",
  "Visitor management kiosk": "جهاز الخدمة الذاتية لتسجيل الزوار",
  "Occupancy sensor": "مستشعر الإشغال",
  "Mobile credentials": "بطاقات دخول رقمية على الجوال",
  "Visitor management": "إدارة الزوار",
  "Attendance tracking": "تسجيل الحضور والانصراف",
  "Energy automation": "أتمتة استهلاك الطاقة",
  "A bright office lobby with access gates, a visitor kiosk and smart lighting":
    "ردهة مكتب مشرقة فيها بوابات دخول وجهاز خدمة ذاتية للزوار وإضاءة ذكية",
  "Schedule Live Tour": "احجز جولة مباشرة",
  "Download Brochure": "حمّل الكتيّب",
} satisfies Catalogue;

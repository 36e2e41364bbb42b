import type { Catalogue } from "~/i18n/catalogue";

// Arabic for the case studies the home page shows (./projects.ts, homeProjects), keyed by their exact English text
// (docs/decisions/115). The section's own texts are its record (content/home/projects.yaml); these stay in the
// catalogue until app/content/case-studies.ts is a record too, which takes them over.
export default {
  "Shopping Mall Surveillance Upgrade": "تحديث نظام المراقبة في مركز تجاري",
  "An ageing analogue system replaced with 4K cameras, AI people counting and a new central control room, without closing a single shop.":
    "استبدلنا نظاماً تناظرياً متقادماً بكاميرات 4K وعدّ للزوار بالذكاء الاصطناعي وغرفة تحكم مركزية جديدة، دون إغلاق أي محل.",
  "4K cameras": "كاميرا 4K",
  Entrances: "مدخل",
  Monitoring: "مراقبة",
  // Image topics are what the image provider is asked for (SPEC §7): they stay English.
  "A shopping mall atrium with dome cameras on the upper gallery": "بهو مركز تجاري تراقبه كاميرات قبة مثبتة في الطابق العلوي",
  "University Campus Access Control": "التحكم في الدخول لحرم جامعي",
  Jeddah: "جدة",
  "Card and biometric access for lecture halls, laboratories and residences, with an emergency lockdown run from one console.":
    "دخول بالبطاقة والبصمة إلى قاعات المحاضرات والمختبرات والسكن الجامعي، مع إغلاق طارئ يُدار من وحدة تحكم واحدة.",
  Buildings: "مبنى",
  Doors: "باب",
  "Lockdown console": "وحدة تحكم بالإغلاق الطارئ",
  "Students passing card-controlled gates at a university building entrance": "طلاب يعبرون بوابات تعمل بالبطاقات عند مدخل مبنى جامعي",
  "Logistics Hub Perimeter Protection": "حماية المحيط الخارجي لمركز لوجستي",
  "Thermal perimeter cameras, vehicle gates with plate recognition and loading-dock monitoring for a new logistics hub.":
    "كاميرات حرارية على المحيط الخارجي، وبوابات مركبات تتعرف على اللوحات، ومراقبة لأرصفة التحميل في مركز لوجستي جديد.",
  "2.4 km": "2.4 كم",
  Perimeter: "محيط مؤمَّن",
  "Thermal cameras": "كاميرا حرارية",
  "Vehicle gates": "بوابات للمركبات",
  "A logistics warehouse with a perimeter fence, camera poles and truck gates": "مستودع لوجستي بسياج خارجي وأعمدة كاميرات وبوابات للشاحنات",
  "Al Nakheel, Riyadh": "النخيل، الرياض",
  "Second Industrial City, Dammam": "المدينة الصناعية الثانية، الدمام",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./industry-index.ts, keyed by its exact English text (docs/decisions/115).
// industries.ts repeats these texts in each page's record; they are translated here only.
export default {
  "Farms & Agriculture Security": "أمن المزارع",
  "Farms & Agriculture": "المزارع",
  "Protect land, livestock, equipment and harvests around the clock": "حماية الأرض والمواشي والمعدات والمحاصيل على مدار الساعة",
  "Security for farms and agricultural sites in Saudi Arabia: perimeter cameras, livestock and equipment protection, remote monitoring.":
    "حلول أمنية للمزارع والمواقع الزراعية في المملكة العربية السعودية: كاميرات لحماية المحيط، وحماية المواشي والمعدات، ومراقبة عن بُعد.",
  "Hospital & Healthcare Security": "أمن المستشفيات والمنشآت الصحية",
  "Hospital & Healthcare": "المستشفيات والمنشآت الصحية",
  "Safety for patients, staff and medicines, with privacy respected": "سلامة المرضى والطاقم الطبي والأدوية، مع صون الخصوصية",
  "Hospital and healthcare security: access control, surveillance of public areas and emergency response that respects patient privacy.":
    "أمن المستشفيات والمنشآت الصحية: التحكم في الدخول، ومراقبة المناطق العامة، والاستجابة للطوارئ مع احترام خصوصية المرضى.",
  "Shopping Mall & Retail Security": "أمن المراكز التجارية ومحلات التجزئة",
  "Shopping Mall & Retail": "المراكز التجارية ومحلات التجزئة",
  "Loss prevention and safe, welcoming shopping": "الحد من الفاقد وتجربة تسوق آمنة ومريحة",
  "Shopping mall and retail security: AI loss prevention, customer flow analytics and one platform for video, access control and alarms.":
    "أمن المراكز التجارية ومحلات التجزئة: الحد من الفاقد بالذكاء الاصطناعي، وتحليل حركة المتسوقين، ومنصة واحدة تجمع كاميرات المراقبة والتحكم في الدخول والإنذار.",
  "School & University Security": "أمن المدارس والجامعات",
  "School & University": "المدارس والجامعات",
  "Safe campuses for students, staff and visitors": "بيئة تعليمية آمنة للطلاب والمنسوبين والزوار",
  "School and university security: campus surveillance, ID access control, emergency communication and classroom security.":
    "أمن المدارس والجامعات: مراقبة الحرم التعليمي، والتحكم في الدخول بالبطاقات التعريفية، واتصالات الطوارئ، وأمن الفصول الدراسية.",
  "Warehouse & Logistics Security": "أمن المستودعات والخدمات اللوجستية",
  "Warehouse & Logistics": "المستودعات والخدمات اللوجستية",
  "Protect inventory, docks and perimeters around the clock": "حماية المخزون وأرصفة التحميل والمحيط الخارجي على مدار الساعة",
  "Warehouse and logistics security: inventory protection, loading dock surveillance, perimeter and vehicle access control.":
    "أمن المستودعات والخدمات اللوجستية: حماية المخزون، ومراقبة أرصفة التحميل، وحماية المحيط الخارجي، والتحكم في دخول المركبات.",
  "Manufacturing Security Solutions": "حلول أمن المصانع",
  Manufacturing: "المصانع",
  "Industrial security that keeps people and production safe": "أمن صناعي يحمي العاملين ويضمن استمرار الإنتاج",
  "Manufacturing security: perimeter protection, production line monitoring, PPE detection and asset protection for factories.":
    "أمن المصانع: حماية المحيط الخارجي، ومراقبة خطوط الإنتاج، ورصد الالتزام بمعدات الوقاية الشخصية، وحماية الأصول.",
  "Commercial Buildings Security": "أمن المباني التجارية",
  "Commercial Buildings": "المباني التجارية",
  "Multi-tenant access, visitors and after-hours protection": "دخول منظم لكل مستأجر، وإدارة للزوار، وحماية خارج أوقات العمل",
  "Commercial building security: automated access control, visitor management, multi-tenant security and building integration.":
    "أمن المباني التجارية: تحكم آلي في الدخول، وإدارة الزوار، وأمن المباني متعددة المستأجرين، وتكامل مع أنظمة المبنى.",
  "Home Surveillance Solutions": "حلول المراقبة للمنازل والفلل",
  "Home Surveillance": "المنازل والفلل",
  "Watch over your home and family from anywhere": "اطمئنوا على منزلكم وعائلتكم من أي مكان",
  "Home surveillance for villas and apartments: indoor and outdoor cameras, smart doorbells and mobile alerts with private cloud storage.":
    "كاميرات مراقبة للفلل والشقق: كاميرات داخلية وخارجية، وأجراس أبواب ذكية، وتنبيهات على الجوال مع تخزين سحابي خاص.",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./service-index.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Landline & Telephone Systems": "أنظمة الهاتف والسنترال",
  "Landline & Telephone": "الهاتف والسنترال",
  "Reliable business voice systems for offices and facilities": "أنظمة اتصالات صوتية موثوقة للمكاتب والمنشآت",
  "Business telephone and landline systems for offices and facilities in Riyadh and across Saudi Arabia, installed and supported by our engineers.":
    "أنظمة الهاتف والخطوط الأرضية للأعمال في المكاتب والمنشآت بالرياض وجميع أنحاء المملكة، يركّبها ويدعمها مهندسونا.",
  "Attendance Management System": "نظام الحضور والانصراف",
  "Attendance Management": "الحضور والانصراف",
  "Biometric time and attendance for accurate workforce records": "حضور وانصراف بالبصمة لسجلات دقيقة للقوى العاملة",
  "Biometric attendance management with fingerprint and face recognition, analytics and packages from $299 per device for Saudi businesses.":
    "نظام الحضور والانصراف ببصمة الإصبع والتعرف على الوجه، مع تحليلات وباقات تبدأ من 299 دولاراً للجهاز، للمنشآت السعودية.",
  "Dashcam Protection": "كاميرات السيارات",
  "Vehicle cameras that protect drivers and fleets": "كاميرات مركبات تحمي السائقين والأساطيل",
  "Dashcam systems for company vehicles and fleets: recording on the road, evidence when it matters, installed by our team in Saudi Arabia.":
    "أنظمة كاميرات السيارات لمركبات الشركات والأساطيل: تسجيل على الطريق ودليل عند الحاجة، يركّبها فريقنا في المملكة العربية السعودية.",
  "Automated Entrance": "البوابات والحواجز الآلية",
  "Automatic gates, barriers and doors with controlled access": "بوابات وحواجز وأبواب آلية مع تحكم في الدخول",
  "Automated entrances for buildings and compounds: gates, barriers and doors linked to access control, designed and installed in Saudi Arabia.":
    "بوابات وحواجز وأبواب آلية للمباني والمجمعات، مرتبطة بأنظمة التحكم في الدخول، نصممها ونركّبها في المملكة العربية السعودية.",
  "Parking & Garage Security": "أمن المواقف والمرائب",
  "Safer car parks with surveillance and vehicle access control": "مواقف أكثر أماناً بالمراقبة والتحكم في دخول المركبات",
  "Parking and garage security: cameras, vehicle access control and barriers for car parks of malls, offices and residential compounds.":
    "أمن المواقف والمرائب: كاميرات وتحكم في دخول المركبات وحواجز لمواقف المراكز التجارية والمكاتب والمجمعات السكنية.",
  "POS & Payments": "أنظمة نقاط البيع والدفع",
  "Point-of-sale systems for retail and hospitality": "أنظمة نقاط البيع لمحلات التجزئة والضيافة",
  "Point-of-sale and payment systems for shops and restaurants, installed and integrated with your store's security by our engineers.":
    "أنظمة نقاط البيع والدفع للمحلات والمطاعم، يركّبها مهندسونا ويربطونها بأنظمة الأمن في متجركم.",
  "Public Address Systems": "أنظمة النداء الصوتي",
  "Public Address": "النداء الصوتي",
  "Clear announcements and alerts across your site": "إعلانات وتنبيهات واضحة في أرجاء موقعكم",
  "Public address and voice alarm systems for schools, malls, hospitals and industrial sites, designed and installed in Saudi Arabia.":
    "أنظمة النداء الصوتي وإنذار الإخلاء الصوتي للمدارس والمراكز التجارية والمستشفيات والمواقع الصناعية، نصممها ونركّبها في المملكة العربية السعودية.",
  "Intruder Alarms": "أنظمة الإنذار ضد السرقة",
  "Detect break-ins early and respond fast": "اكتشفوا الاقتحام مبكراً واستجيبوا بسرعة",
  "Intruder alarm systems with sensors, sirens and monitoring for homes and businesses in Riyadh and across Saudi Arabia.":
    "أنظمة الإنذار ضد السرقة مع المستشعرات وصفارات الإنذار والمراقبة، للمنازل والمنشآت في الرياض وجميع أنحاء المملكة.",
  "Access Control System": "نظام التحكم في الدخول",
  "Access Control": "التحكم في الدخول",
  "Biometric, card, PIN and mobile access for every door": "دخول بالبصمة أو البطاقة أو الرمز السري أو الجوال لكل باب",
  "Access control with biometric, card, PIN and mobile credentials: up to 100,000 users, unlimited doors and response under 1 second.":
    "التحكم في الدخول بالبصمة والبطاقة والرمز السري والجوال: حتى 100,000 مستخدم، وعدد غير محدود من الأبواب، وزمن استجابة أقل من ثانية.",
  "Video Intercom": "الإنتركم المرئي",
  "See and speak with visitors before you open the door": "شاهدوا زواركم وتحدثوا إليهم قبل فتح الباب",
  "Video intercom systems for villas, apartment buildings and offices, linked to door release and access control.":
    "أنظمة الإنتركم المرئي للفلل والعمارات السكنية والمكاتب، مرتبطة بفتح الأبواب وأنظمة التحكم في الدخول.",
  "Smart Network": "الشبكات الذكية",
  "Secure, fast networks that carry your security systems": "شبكات آمنة وسريعة تحمل أنظمتكم الأمنية",
  "Structured cabling, PoE switching, secure routing and Wi-Fi designed for security systems and busy offices.":
    "كابلات هيكلية ومحولات PoE وتوجيه آمن وشبكات Wi-Fi مصممة للأنظمة الأمنية والمكاتب المزدحمة.",
  "Smart Surveillance System": "نظام المراقبة الذكية",
  "Smart Surveillance": "المراقبة الذكية",
  "AI-powered CCTV that watches, analyses and alerts": "كاميرات مراقبة بالذكاء الاصطناعي تراقب وتحلل وتنبّه",
  "Smart surveillance with AI analytics: dome, bullet, PTZ and wireless cameras from SAR 746.25 (from $199), installed in 24–48 hours, 5-year package warranty.":
    "مراقبة ذكية بتحليلات الذكاء الاصطناعي: كاميرات قبة وأسطوانية وPTZ ولاسلكية من 746.25 ريال (من 199 دولاراً)، تركيب خلال 24–48 ساعة وضمان الباقة 5 سنوات.",
} satisfies Catalogue;

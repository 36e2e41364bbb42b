import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./faqs.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "What are your business hours?": "ما أوقات عملكم؟",
  "Our team is available Sunday to Thursday, 8AM-6PM, and Saturday, 9AM-3PM (Riyadh time).":
    "فريقنا متاح من الأحد إلى الخميس من 8 صباحاً إلى 6 مساءً، ويوم السبت من 9 صباحاً إلى 3 مساءً (بتوقيت الرياض).",
  "How quickly will you respond to my enquiry?": "متى أتلقى ردكم على استفساري؟",
  "We respond within 2 hours during business hours.": "نرد خلال ساعتين في أوقات العمل.",
  "What happens in an emergency?": "ماذا لو حدثت حالة طارئة؟",
  "For emergencies affecting an installed system, our emergency response is within 15 minutes. Every system we quote includes 24/7 technical support.":
    "في حالات الطوارئ التي تؤثر في نظام مركب، نستجيب خلال 15 دقيقة. ويشمل كل نظام نقدم له عرض سعر دعماً فنياً على مدار الساعة.",
  "How long does an installation take?": "كم يستغرق التركيب؟",
  "Most installations take 2–4 weeks from first contact to handover: 1–2 days for consultation and site survey, 3–5 days for system design, and 1–2 weeks for installation, followed by ongoing support.":
    "تستغرق معظم مشاريع التركيب من 2 إلى 4 أسابيع من أول تواصل حتى التسليم: من يوم إلى يومين للاستشارة والمعاينة الميدانية، و3–5 أيام لتصميم النظام، ومن أسبوع إلى أسبوعين للتركيب، ثم يستمر الدعم بعد ذلك.",
  "How fast can you install a surveillance system?": "ما المدة اللازمة لتركيب نظام مراقبة؟",
  "Our Smart Surveillance System is installed in 24–48 hours once the design is agreed.":
    "نركب نظام المراقبة الذكية خلال 24–48 ساعة بعد اعتماد التصميم.",
  "What does the installation process look like?": "ما مراحل عملية التركيب؟",
  "Five steps: a consultation, a site survey and analysis, professional installation by our own technicians, testing and handover with training for your team, and ongoing support afterwards.":
    "خمس خطوات: الاستشارة، ثم المعاينة الميدانية والتحليل، ثم التركيب الاحترافي على أيدي فنيينا، ثم الاختبار والتسليم مع تدريب فريقكم، ثم الدعم المستمر بعد ذلك.",
  "What warranty do your systems come with?": "ما الضمان الذي تشمله أنظمتكم؟",
  "Every system we quote includes a 1-year installation warranty (workmanship, cabling and configuration) as standard. Some systems carry longer cover: our Access Control System a 3-year equipment warranty (repair or replacement of faulty devices), and our Smart Surveillance System a 5-year package warranty (equipment, installation and repair visits).":
    "يشمل كل نظام نقدم له عرض سعر، بصفة أساسية، ضمان التركيب لمدة سنة (جودة التنفيذ والتمديدات والإعداد). وتحظى بعض الأنظمة بتغطية أطول: نظام التحكم في الدخول بضمان الأجهزة لمدة 3 سنوات (إصلاح الأجهزة المعطلة أو استبدالها)، ونظام المراقبة الذكية بضمان شامل لمدة 5 سنوات (الأجهزة والتركيب وزيارات الإصلاح).",
  "What warranty comes with the attendance management packages?": "ما الضمان المرفق بباقات نظام الحضور والانصراف؟",
  "It depends on the package: Basic includes a 1-year installation warranty, Professional a 3-year equipment warranty, and Enterprise a 5-year package warranty covering equipment, installation and repair visits.":
    "يختلف ذلك حسب الباقة: تشمل الباقة الأساسية ضمان التركيب لمدة سنة، والباقة الاحترافية ضمان الأجهزة لمدة 3 سنوات، وباقة المؤسسات ضماناً شاملاً لمدة 5 سنوات يغطي الأجهزة والتركيب وزيارات الإصلاح.",
  "How soon will I receive my quote?": "متى أستلم عرض السعر؟",
  "Our team will contact you within 24 hours of your quote request.": "سيتواصل معكم فريقنا خلال 24 ساعة من طلبكم لعرض السعر.",
  "What does a quote include?": "ماذا يشمل عرض السعر؟",
  "Every quote includes professional installation, a 1-year warranty on the installation (workmanship, cabling and configuration), 24/7 technical support and system training for your team.":
    "يشمل كل عرض سعر التركيب الاحترافي، وضمان التركيب لمدة سنة (جودة التنفيذ والتمديدات والإعداد)، ودعماً فنياً على مدار الساعة، وتدريب فريقكم على النظام.",
  "How much do security cameras cost?": "كم تكلفة كاميرات المراقبة؟",
  "Camera prices, before 15% VAT, start from SAR 933.75 ($249) for bullet cameras, SAR 1,121.25 ($299) for dome cameras, SAR 3,371.25 ($899) for PTZ cameras and SAR 746.25 ($199) for wireless cameras. Your quote covers the complete system for your site.":
    "تبدأ أسعار الكاميرات، قبل ضريبة القيمة المضافة 15%، من 933.75 ريال (249 دولاراً) للكاميرات الأسطوانية، و1,121.25 ريال (299 دولاراً) لكاميرات القبة، و3,371.25 ريال (899 دولاراً) للكاميرات المتحركة (PTZ)، و746.25 ريال (199 دولاراً) للكاميرات اللاسلكية. ويغطي عرض السعر الخاص بكم النظام الكامل لموقعكم.",
  "How much does an attendance management system cost?": "كم تكلفة نظام الحضور والانصراف؟",
  "Packages are priced per device, before 15% VAT: Basic SAR 1,121.25 ($299), Professional SAR 2,246.25 ($599, our most popular) and Enterprise SAR 3,746.25 ($999). The right package depends on the number of employees and the features you need.":
    "أسعار الباقات لكل جهاز، قبل ضريبة القيمة المضافة 15%: الباقة الأساسية 1,121.25 ريال (299 دولاراً)، والباقة الاحترافية 2,246.25 ريال (599 دولاراً، وهي الأكثر طلباً)، وباقة المؤسسات 3,746.25 ريال (999 دولاراً). وتعتمد الباقة المناسبة على عدد الموظفين والمزايا التي تحتاجونها.",
  "Support & Response Times": "الدعم وأوقات الاستجابة",
  Warranties: "الضمان",
  "Quotes & Pricing": "عروض الأسعار والتسعير",
  "Frequently Asked Questions": "أسئلة يطرحها عملاؤنا كثيراً",
  "Quick answers about our support hours, installations, warranties and quotes. If your question is not here, our team is happy to help.":
    "إجابات سريعة عن أوقات الدعم والتركيب والضمان وعروض الأسعار. وإن لم تجدوا سؤالكم هنا، يسعد فريقنا بمساعدتكم.",
  "Ask Our Team": "اسأل فريقنا",
} satisfies Catalogue;

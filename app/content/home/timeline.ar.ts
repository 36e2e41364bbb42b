import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./timeline.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Vision 2030": "رؤية 2030",
  "Our Journey to Vision 2030": "مسيرتنا نحو رؤية 2030",
  "From a Riyadh engineering team to a partner in the Kingdom's smart cities: where we have been, where we are, and where we are going.":
    "من فريق هندسي في الرياض إلى شريك في المدن الذكية بالمملكة: من أين بدأنا، وأين نحن اليوم، وإلى أين نمضي.",
  Foundation: "التأسيس",
  "Established in Riyadh to bring enterprise-grade security systems to Saudi businesses.":
    "تأسسنا في الرياض لنقدّم للشركات السعودية أنظمة أمنية بمستوى المنشآت الكبرى.",
  "Company established in Riyadh": "تأسيس الشركة في الرياض",
  "First enterprise CCTV installations": "أولى مشاريع تركيب كاميرات المراقبة للمنشآت الكبرى",
  "Core engineering team formed": "تكوين الفريق الهندسي الأساسي",
  "Regional Expansion": "التوسع الإقليمي",
  "Grew beyond Riyadh to serve clients across the Kingdom and the Gulf.": "توسّعنا خارج الرياض لخدمة العملاء في أنحاء المملكة ودول الخليج.",
  "Offices in Dubai and Abu Dhabi": "مكاتب في دبي وأبوظبي",
  "Projects across the Gulf region": "مشاريع في أنحاء منطقة الخليج",
  "Round-the-clock technical support": "دعم فني على مدار الساعة",
  "Smart City Integration": "التكامل مع المدن الذكية",
  "Connected security with building management and city-scale platforms.": "أمن مترابط مع أنظمة إدارة المباني ومنصات المدن.",
  "Integration with building management systems": "التكامل مع أنظمة إدارة المباني",
  "Unified video, access and alarm platform": "منصة موحّدة للفيديو والتحكم في الدخول والإنذار",
  "Smart-city pilot deployments": "مشاريع تجريبية في المدن الذكية",
  "AI Revolution": "ثورة الذكاء الاصطناعي",
  "Bringing AI video analytics and the K2 AI Platform to every installation we deliver.":
    "نضيف تحليلات الفيديو بالذكاء الاصطناعي ومنصة K2 AI إلى كل مشروع ننفّذه.",
  "K2 AI Platform launch": "إطلاق منصة K2 AI",
  "AI analytics in every new project": "تحليلات الذكاء الاصطناعي في كل مشروع جديد",
  "Predictive maintenance of systems": "الصيانة التنبؤية للأنظمة",
  "Digital Transformation": "التحول الرقمي",
  "Cloud-managed, fully digital security services for every client and site.": "خدمات أمنية رقمية بالكامل تُدار سحابياً لكل عميل وكل موقع.",
  "Cloud management for all sites": "إدارة سحابية لجميع المواقع",
  "Digital service and maintenance portal": "بوابة رقمية للخدمة والصيانة",
  "Remote commissioning": "التشغيل والاختبار عن بُعد",
  "Vision Realized": "تحقيق الرؤية",
  "Safe, smart and connected communities, in step with Saudi Vision 2030.": "مجتمعات آمنة وذكية ومترابطة، انسجاماً مع رؤية السعودية 2030.",
  "Security for smart cities at national scale": "أمن المدن الذكية على المستوى الوطني",
  "Automated threat response": "استجابة آلية للتهديدات",
  "Saudi talent leading the industry": "كفاءات سعودية تقود القطاع",
  "Partner With Us": "كن شريكاً لنا",
  "Download Roadmap": "حمّل خارطة الطريق",
} satisfies Catalogue;

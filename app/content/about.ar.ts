import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./about.ts, keyed by its exact English text (docs/decisions/115).
export default {
  Awards: "الجوائز",
  "Recognition for the quality of our work and the service behind it.": "تقدير لجودة عملنا والخدمة التي نقدمها.",
  "Excellence in Security Integration": "التميز في تكامل الأنظمة الأمنية",
  "For integrated surveillance and access control projects delivered for commercial clients.":
    "تقديراً لمشاريع متكاملة للمراقبة والتحكم في الدخول نفذناها لعملاء من قطاع الأعمال.",
  "Smart Security Solution of the Year": "أفضل حل أمني ذكي للعام",
  "For AI-powered surveillance that turns cameras into an active security system.":
    "تقديراً لنظام مراقبة بالذكاء الاصطناعي يحول الكاميرات إلى منظومة أمنية فاعلة.",
  "Customer Service Excellence": "التميز في خدمة العملاء",
  "For responsive support and maintenance after installation.": "تقديراً لسرعة استجابتنا في الدعم والصيانة بعد التركيب.",
  "Certifications & Partnerships": "الشهادات والشراكات",
  "The standards we work to and the technology partners we work with.": "المعايير التي نلتزم بها، وشركاؤنا في التقنية.",
  "ISO 27001 Certified": "حاصلون على شهادة ISO 27001",
  "Information security management: how we handle client data, designs and access to systems.":
    "إدارة أمن المعلومات: طريقة تعاملنا مع بيانات العملاء والتصاميم وصلاحيات الوصول إلى الأنظمة.",
  "GDPR Compliant": "متوافقون مع اللائحة الأوروبية (GDPR)",
  "Data protection practices that meet the GDPR standard for recordings and personal data.":
    "ممارسات لحماية البيانات تستوفي متطلبات اللائحة الأوروبية العامة لحماية البيانات (GDPR) في التسجيلات والبيانات الشخصية.",
  "Surveillance Technology Partners": "شركاء تقنيات المراقبة",
  "Partnerships with camera and video management manufacturers for supply, training and support.":
    "شراكات مع مصنعي الكاميرات وأنظمة إدارة الفيديو في التوريد والتدريب والدعم.",
  "Access Control Partners": "شركاء التحكم في الدخول",
  "Partnerships with access control and biometric manufacturers for certified installation.":
    "شراكات مع مصنعي أنظمة التحكم في الدخول وأجهزة البصمة لتركيب معتمد.",
  "Networking Partners": "شركاء الشبكات",
  "Partnerships with network equipment vendors for switching, routing and Wi-Fi.":
    "شراكات مع موردي معدات الشبكات في المحولات والموجهات وشبكات Wi-Fi.",
  "Vision 2030 Aligned": "متوافقون مع رؤية 2030",
  "Our work supports the Kingdom's smart-city and digital transformation goals.":
    "يدعم عملنا أهداف المملكة في المدن الذكية والتحول الرقمي.",
  "Engineers since {engineersSince}, incorporated in {incorporated}":
    "خبرة هندسية منذ عام {engineersSince}، وتأسيس رسمي عام {incorporated}",
  "Who We Are": "تعرّفوا علينا",
  "Our engineers have designed and installed security systems in Riyadh since {engineersSince}. In {incorporated} they incorporated the company with a simple aim: to give Saudi businesses and families security systems that are designed properly, installed cleanly and supported for years after the installers leave.":
    "يصمم مهندسونا الأنظمة الأمنية ويركبونها في الرياض منذ عام {engineersSince}. وفي عام {incorporated} أسسوا الشركة بهدف بسيط: أن يقدموا للشركات والأسر السعودية أنظمة أمنية مصممة بإتقان، ومركبة بعناية، ومدعومة لسنوات بعد انتهاء أعمال التركيب.",
  "Today our engineers design and install CCTV and smart surveillance, access control, intercoms, alarms, attendance management, networks and smart-home systems for offices, schools, hospitals, warehouses, factories, malls and homes, from a single villa to a multi-building campus.":
    "واليوم يصمم مهندسونا ويركبون كاميرات المراقبة وأنظمة المراقبة الذكية والتحكم في الدخول والإنتركم والإنذار والحضور والانصراف والشبكات والمنزل الذكي، للمكاتب والمدارس والمستشفيات والمستودعات والمصانع والمراكز التجارية والمنازل، من فيلا واحدة إلى مجمع يضم عدة مبانٍ.",
  "Every project is built around the client's site, their risks and their people, and every system we install is one we are ready to stand behind.":
    "نبني كل مشروع حول موقع العميل والمخاطر التي يواجهها والأشخاص الذين يعملون فيه، ونقف بثقة خلف كل نظام نركبه.",
  "{years}+": "{years}+",
  "Years of Excellence": "عاماً من التميز",
  "Engineers at work in a security operations control room": "مهندسون أثناء العمل في غرفة تحكم للعمليات الأمنية",
  "What Drives Us": "ما يحركنا",
  "Our Vision": "رؤيتنا",
  "To be the most trusted security and technology partner in Saudi Arabia and the wider Middle East, making intelligent protection part of every building as the Kingdom builds the smart cities of Vision 2030.":
    "أن نكون الشريك الأمني والتقني الأجدر بالثقة في المملكة العربية السعودية ومنطقة الشرق الأوسط، وأن نجعل الحماية الذكية جزءاً من كل مبنى فيما تبني المملكة المدن الذكية لرؤية 2030.",
  "Our Mission": "رسالتنا",
  "To protect people, property and information with reliable, well-engineered security systems, delivered with honest advice, careful installation and support that continues long after handover.":
    "حماية الأشخاص والممتلكات والمعلومات بأنظمة أمنية موثوقة ومتقنة هندسياً، نقدمها بمشورة صادقة وتركيب دقيق ودعم يستمر طويلاً بعد التسليم.",
  "How We Work": "طريقة عملنا",
  "Eight steps take every project from the first conversation to years of reliable service.":
    "ثماني خطوات ترافق كل مشروع من أول حديث معنا إلى سنوات من الخدمة الموثوقة.",
  "Initial Consultation": "الاستشارة الأولية",
  "We listen to what you need to protect, the risks you face, your budget and your timeline.":
    "نستمع إلى ما تريدون حمايته، والمخاطر التي تواجهونها، وميزانيتكم، وجدولكم الزمني.",
  "Solution Proposal": "مقترح الحل",
  "You receive a clear proposal with recommended systems, equipment and a transparent quotation.":
    "تتسلمون مقترحاً واضحاً بالأنظمة والأجهزة الموصى بها، مع عرض سعر شفاف.",
  "System Design": "تصميم النظام",
  "Our engineers draw up camera positions, door hardware, cabling routes and network plans for your site.":
    "يحدد مهندسونا مواقع الكاميرات وتجهيزات الأبواب ومسارات الكابلات ومخططات الشبكة في موقعكم.",
  "Equipment Preparation": "تجهيز الأجهزة",
  "Every device is sourced, configured and tested in our workshop before it reaches your site.":
    "نوفر كل جهاز ونضبط إعداداته ونختبره في ورشتنا قبل أن يصل إلى موقعكم.",
  "Install and Configure": "التركيب والإعداد",
  "Our technicians install neatly and with minimum disruption, then configure every device and user.":
    "يركب فنيونا الأجهزة بإتقان وبأقل قدر من الإزعاج، ثم يضبطون إعدادات كل جهاز وكل مستخدم.",
  "Testing & Commissioning": "الاختبار والتشغيل",
  "We test every camera, door and alarm against the design and fix anything that falls short.":
    "نختبر كل كاميرا وكل باب وكل جهاز إنذار وفق التصميم، ونعالج أي قصور.",
  "Training & Handover": "التدريب والتسليم",
  "Your team learns to use the system with confidence, and receives the full documentation.":
    "يتعلم فريقكم استخدام النظام بثقة، ويتسلم الوثائق كاملة.",
  "Maintenance & Support": "الصيانة والدعم",
  "Preventive maintenance, quick repairs and upgrades keep your system working year after year.":
    "صيانة وقائية وإصلاحات سريعة وتحديثات تحافظ على عمل نظامكم عاماً بعد عام.",
  "Our Strengths": "نقاط قوتنا",
  "Six reasons clients choose us, and stay with us.": "ستة أسباب تجعل العملاء يختاروننا ويستمرون معنا.",
  "Quality Priority": "الجودة أولاً",
  "Proven equipment, careful workmanship and thorough testing on every project, large or small.":
    "أجهزة مجربة، وتنفيذ متقن، واختبار شامل في كل مشروع، كبيراً كان أو صغيراً.",
  "Customized Security": "حلول أمنية مخصصة",
  "Systems designed around your site, your risks and your way of working, never a one-size-fits-all kit.":
    "أنظمة مصممة وفق موقعكم ومخاطركم وطريقة عملكم، لا حلول جاهزة موحدة للجميع.",
  "Seamless Integration": "تكامل سلس",
  "Cameras, access control, alarms and networks that work together as one system.":
    "كاميرات وتحكم في الدخول وإنذار وشبكات تعمل معاً في منظومة واحدة.",
  "Diverse Range": "تنوع في الحلول",
  "From CCTV and intercoms to attendance, networking and smart-home systems, all from one team.":
    "من كاميرات المراقبة والإنتركم إلى الحضور والانصراف والشبكات والمنزل الذكي، وكلها من فريق واحد.",
  "Cutting Edge Technology": "أحدث التقنيات",
  "AI video analytics, biometrics and cloud management, chosen where they add real value.":
    "تحليلات الفيديو بالذكاء الاصطناعي، والقياسات الحيوية، والإدارة السحابية، نختارها حيث تضيف قيمة حقيقية.",
  "Constant Innovation": "ابتكار مستمر",
  "We keep testing new technology so your system stays current as threats and tools change.":
    "نواصل اختبار التقنيات الجديدة ليبقى نظامكم مواكباً لتغير التهديدات والأدوات.",
  "Get a Free Quote": "اطلب عرض سعر مجاناً",
  Call: "اتصل",
  "Five Steps to a Secure Site": "خمس خطوات نحو موقع آمن",
  "A clear process, with one team responsible from the first call to ongoing support.":
    "آلية واضحة، وفريق واحد مسؤول من أول اتصال حتى الدعم المستمر.",
  Consultation: "الاستشارة",
  "A free conversation about what you want to protect, your concerns and your budget.":
    "جلسة مجانية نتحدث فيها عما تريدون حمايته، وعن مخاوفكم وميزانيتكم.",
  "Needs and risk discussion": "مناقشة الاحتياجات والمخاطر",
  "Budget and timeline": "الميزانية والجدول الزمني",
  "Initial recommendations": "توصيات أولية",
  "No obligation": "دون أي التزام",
  "Site Survey & Analysis": "المعاينة الميدانية والتحليل",
  "Our engineers visit your site and design the system around what they find.": "يزور مهندسونا موقعكم ويصممون النظام بناءً على ما يجدونه.",
  "On-site inspection": "فحص في الموقع",
  "Vulnerability assessment": "تقييم الثغرات الأمنية",
  "Device placement plan": "مخطط توزيع الأجهزة",
  "Detailed proposal and quote": "مقترح مفصل وعرض سعر",
  "Professional Installation": "تركيب احترافي",
  "Our own technicians install every device with neat cabling and minimum disruption.":
    "يركب فنيون من فريقنا كل جهاز بتمديدات مرتبة وبأقل قدر من الإزعاج.",
  "Experienced technicians": "فنيون ذوو خبرة",
  "Neat, labelled cabling": "تمديدات مرتبة ومرقمة",
  "Work planned around your hours": "عمل مجدول بما يناسب أوقاتكم",
  "Full configuration": "إعداد كامل",
  "Testing & Handover": "الاختبار والتسليم",
  "We test everything against the design, then hand over a system your team knows how to use.":
    "نختبر كل شيء وفق التصميم، ثم نسلمكم نظاماً يعرف فريقكم كيف يستخدمه.",
  "Complete system testing": "اختبار شامل للنظام",
  "User training": "تدريب المستخدمين",
  "Documentation and drawings": "الوثائق والمخططات",
  "Formal handover": "تسليم رسمي",
  "Ongoing Support": "الدعم المستمر",
  "We stay with you after handover, with support and maintenance whenever you need it.":
    "نبقى معكم بعد التسليم، بالدعم والصيانة متى احتجتم إليهما.",
  "24/7 technical support": "دعم فني على مدار الساعة",
  "Preventive maintenance": "صيانة وقائية",
  "Remote assistance": "مساعدة عن بعد",
  "Upgrades and expansion": "التحديث والتوسعة",
  "Project Timeline": "الجدول الزمني للمشروع",
  "Most installations take 2–4 weeks": "تستغرق معظم مشاريع التركيب من 2 إلى 4 أسابيع",
  "Every site is different, but most projects follow this rhythm from first call to handover.":
    "لكل موقع ظروفه، لكن معظم المشاريع تسير وفق هذا التسلسل الزمني من أول اتصال حتى التسليم.",
  "Consultation & Survey": "الاستشارة والمعاينة",
  "1–2 days": "من يوم إلى يومين",
  "3–5 days": "3–5 أيام",
  Installation: "التركيب",
  "1–2 weeks": "من أسبوع إلى أسبوعين",
  Support: "الدعم",
  Ongoing: "مستمر",
  "Leadership Built on Experience": "قيادة تستند إلى الخبرة",
  "Our leaders bring together experience in security engineering, technology and operations, and lead a team of {teamSize}+ engineers, technicians and support staff.":
    "يجمع قادتنا خبرات في الهندسة الأمنية والتقنية والعمليات، ويقودون فريقاً يضم أكثر من {teamSize} من المهندسين والفنيين وموظفي الدعم.",
  "Years Combined Experience": "عاماً من الخبرة المجتمعة",
  "Professional Certifications": "شهادة مهنية",
  "Committed to Your Security": "التزام بأمنكم",
  "Executive Team": "الفريق التنفيذي",
  "Chief Executive Officer & Founder": "الرئيس التنفيذي والمؤسس",
  "Sets the company's direction and makes sure every project keeps the promise we make to our clients.":
    "يحدد توجه الشركة، ويحرص على أن يفي كل مشروع بالوعد الذي نقطعه لعملائنا.",
  "Chief Technology Officer": "الرئيس التنفيذي للتقنية",
  "Chooses and tests the technology we install, and leads system design across surveillance, access control and networks.":
    "يختار التقنيات التي نركبها ويختبرها، ويقود تصميم الأنظمة في المراقبة والتحكم في الدخول والشبكات.",
  "VP of Operations": "نائب الرئيس للعمليات",
  "Runs installation, support and maintenance teams so projects finish on time and systems keep working.":
    "يدير فرق التركيب والدعم والصيانة لتنجز المشاريع في موعدها وتستمر الأنظمة في العمل بكفاءة.",
  "Department Heads": "رؤساء الأقسام",
  "Head of Sales": "رئيس قسم المبيعات",
  "Guides clients from the first enquiry to a proposal that fits their site and budget.":
    "يرافق العملاء من أول استفسار حتى مقترح يناسب موقعهم وميزانيتهم.",
  "Head of Engineering": "رئيس قسم الهندسة",
  "Leads the engineers who design, install and commission every system.": "يقود المهندسين الذين يصممون كل نظام ويركبونه ويشغلونه.",
  "Head of Customer Success": "رئيس قسم نجاح العملاء",
  "Looks after clients after handover: training, support requests and maintenance plans.":
    "يتابع العملاء بعد التسليم: التدريب، وطلبات الدعم، وخطط الصيانة.",
  "Head of Quality Assurance": "رئيس قسم ضمان الجودة",
  "Sets the testing standards every installation must pass before handover.":
    "يضع معايير الاختبار التي يجب أن يجتازها كل مشروع تركيب قبل التسليم.",
  "Our Commitment": "التزامنا",
  "Client First": "العميل أولاً",
  "Honest advice and the system you need, not the most expensive one.": "مشورة صادقة والنظام الذي تحتاجونه، لا الأغلى ثمناً.",
  "Engineering Excellence": "التميز الهندسي",
  "Careful design, clean installation and thorough testing on every project.": "تصميم دقيق وتركيب متقن واختبار شامل في كل مشروع.",
  "Integrity & Privacy": "النزاهة والخصوصية",
  "We treat your site, your data and your footage with complete discretion.": "نتعامل مع موقعكم وبياناتكم وتسجيلاتكم بسرية تامة.",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./pages.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Smart Security Systems in Riyadh": "أنظمة أمنية ذكية في الرياض",
  Home: "الرئيسية",
  "CCTV, access control, intercom, alarms, attendance and smart-home systems for businesses and homes in Riyadh and across Saudi Arabia.":
    "كاميرات المراقبة وأنظمة التحكم في الدخول والإنتركم والإنذار والحضور والانصراف والمنزل الذكي، للشركات والمنازل في الرياض وفي جميع أنحاء المملكة العربية السعودية.",
  About: "من نحن",
  "Who we are: a Riyadh security and technology systems provider, our mission, our vision and how we work with clients.":
    "من نحن: شركة أنظمة أمنية وتقنية في الرياض، ورسالتنا ورؤيتنا وطريقة عملنا مع عملائنا.",
  "Our Services": "خدماتنا",
  Services: "الخدمات",
  "Our security services: CCTV and surveillance, access control, intercom, alarms, attendance, networking and smart-home systems.":
    "خدماتنا الأمنية: كاميرات المراقبة، والتحكم في الدخول، والإنتركم، والإنذار، والحضور والانصراف، والشبكات، وأنظمة المنزل الذكي.",
  "Security Products": "المنتجات الأمنية",
  Products: "المنتجات",
  "Security products we supply and install: cameras, recorders, access control readers, smart sensors and network equipment.":
    "منتجات أمنية نوردها ونركبها: الكاميرات، وأجهزة التسجيل، وقارئات التحكم في الدخول، والمستشعرات الذكية، ومعدات الشبكات.",
  "Our Projects": "مشاريعنا",
  Projects: "المشاريع",
  "Security projects we have delivered and are delivering, our awards, and a virtual tour of the systems we install.":
    "مشاريع أمنية أنجزناها وأخرى قيد التنفيذ، وجوائزنا، وجولة افتراضية في الأنظمة التي نركبها.",
  "Contact Us": "تواصل معنا",
  "Contact Our Security Team": "تواصلوا مع فريقنا الأمني",
  Contact: "التواصل",
  "Contact our security team in Riyadh for an assessment, a consultation or support. We reply within 2 hours in business hours.":
    "تواصلوا مع فريقنا الأمني في الرياض لطلب تقييم أو استشارة أو دعم. نرد خلال ساعتين في أوقات العمل.",
  "About Us": "عن الشركة",
  "Securing Saudi Arabia since {engineersSince}": "نحمي المملكة العربية السعودية منذ عام {engineersSince}",
  "About us: security engineers since {engineersSince}, incorporated in {incorporated}; our vision, mission, way of working and strengths.":
    "من نحن: نعمل في الهندسة الأمنية منذ عام {engineersSince}، وتأسست شركتنا رسمياً عام {incorporated}؛ تعرفوا على رؤيتنا ورسالتنا وطريقة عملنا ونقاط قوتنا.",
  "Leadership Team": "فريق القيادة",
  "The people who lead our security engineering": "الفريق الذي يقود أعمالنا في الهندسة الأمنية",
  "Meet our leadership team: executives and department heads with 50+ years of combined experience in security and technology.":
    "تعرفوا على فريق قيادتنا: مسؤولون تنفيذيون ورؤساء أقسام بخبرة مجتمعة تزيد على 50 عاماً في الأمن والتقنية.",
  "Awards & Recognition": "الجوائز والتقدير",
  "Recognition for our work and the standards we keep": "تقدير لعملنا وللمعايير التي نلتزم بها",
  "Our awards, certifications and technology partnerships, including ISO 27001 certification.":
    "جوائزنا وشهاداتنا وشراكاتنا التقنية، ومنها شهادة ISO 27001.",
  "How It Works": "آلية العمل",
  "From first consultation to ongoing support": "من الاستشارة الأولى إلى الدعم المستمر",
  "How a security installation works with us: consultation, site survey, installation, testing and handover, then ongoing support.":
    "كيف ننفذ مشروعكم الأمني: الاستشارة، ثم المعاينة الميدانية، فالتركيب، فالاختبار والتسليم، ثم الدعم المستمر.",
  "Landline & Telephone Systems": "أنظمة الهاتف والسنترال",
  "Landline & Telephone": "الهاتف والسنترال",
  "Reliable business voice systems for offices and facilities": "أنظمة اتصال صوتي موثوقة للمكاتب والمنشآت",
  "Business telephone and landline systems for offices and facilities in Riyadh and across Saudi Arabia, installed and supported by our engineers.":
    "أنظمة الهاتف والسنترال للمكاتب والمنشآت في الرياض وفي جميع أنحاء المملكة العربية السعودية، يركبها مهندسونا ويتولون دعمها.",
  "Attendance Management System": "نظام الحضور والانصراف",
  "Attendance Management": "الحضور والانصراف",
  "Biometric time and attendance for accurate workforce records": "تسجيل الحضور والانصراف بالبصمة لسجلات دقيقة للموظفين",
  "Biometric attendance management with fingerprint and face recognition, analytics and packages from $299 per device for Saudi businesses.":
    "نظام الحضور والانصراف بالبصمة والتعرف على الوجه، مع التحليلات، وباقات للشركات السعودية تبدأ من 299 دولاراً للجهاز.",
  "Dashcam Protection": "كاميرات السيارات",
  "Vehicle cameras that protect drivers and fleets": "كاميرات للمركبات تحمي السائقين والأساطيل",
  "Dashcam systems for company vehicles and fleets: recording on the road, evidence when it matters, installed by our team in Saudi Arabia.":
    "أنظمة كاميرات السيارات لمركبات الشركات وأساطيلها: تسجيل على الطريق، ودليل موثق عند الحاجة، يركبها فريقنا في المملكة العربية السعودية.",
  "Automated Entrance": "البوابات والحواجز الآلية",
  "Automatic gates, barriers and doors with controlled access": "بوابات وحواجز وأبواب آلية مع التحكم في الدخول",
  "Automated entrances for buildings and compounds: gates, barriers and doors linked to access control, designed and installed in Saudi Arabia.":
    "مداخل آلية للمباني والمجمعات: بوابات وحواجز وأبواب مرتبطة بنظام التحكم في الدخول، نصممها ونركبها في المملكة العربية السعودية.",
  "Parking & Garage Security": "أمن المواقف والمرائب",
  "Safer car parks with surveillance and vehicle access control": "مواقف سيارات أكثر أماناً بالمراقبة والتحكم في دخول المركبات",
  "Parking and garage security: cameras, vehicle access control and barriers for car parks of malls, offices and residential compounds.":
    "أمن المواقف والمرائب: كاميرات، وتحكم في دخول المركبات، وحواجز لمواقف المراكز التجارية والمكاتب والمجمعات السكنية.",
  "POS & Payments": "أنظمة نقاط البيع والدفع",
  "Point-of-sale systems for retail and hospitality": "أنظمة نقاط البيع لمتاجر التجزئة وقطاع الضيافة",
  "Point-of-sale and payment systems for shops and restaurants, installed and integrated with your store's security by our engineers.":
    "أنظمة نقاط البيع والدفع للمتاجر والمطاعم، يركبها مهندسونا ويربطونها بالأنظمة الأمنية لمتجركم.",
  "Public Address Systems": "أنظمة النداء الصوتي",
  "Public Address": "النداء الصوتي",
  "Clear announcements and alerts across your site": "إعلانات وتنبيهات واضحة في جميع أرجاء منشأتكم",
  "Public address and voice alarm systems for schools, malls, hospitals and industrial sites, designed and installed in Saudi Arabia.":
    "أنظمة النداء الصوتي والإنذار الصوتي للمدارس والمراكز التجارية والمستشفيات والمواقع الصناعية، نصممها ونركبها في المملكة العربية السعودية.",
  "Intruder Alarms": "أنظمة الإنذار ضد السرقة",
  "Detect break-ins early and respond fast": "اكتشاف مبكر لمحاولات الاقتحام واستجابة سريعة",
  "Intruder alarm systems with sensors, sirens and monitoring for homes and businesses in Riyadh and across Saudi Arabia.":
    "أنظمة الإنذار ضد السرقة بالمستشعرات وصفارات الإنذار والمراقبة، للمنازل والشركات في الرياض وفي جميع أنحاء المملكة العربية السعودية.",
  "Access Control System": "أنظمة التحكم في الدخول",
  "Access Control": "التحكم في الدخول",
  "Biometric, card, PIN and mobile access for every door": "دخول بالبصمة أو البطاقة أو الرمز السري أو الجوال لكل باب",
  "Access control with biometric, card, PIN and mobile credentials: up to 100,000 users, unlimited doors and response under 1 second.":
    "التحكم في الدخول بالبصمة أو البطاقة أو الرمز السري أو الجوال: حتى 100,000 مستخدم، وعدد غير محدود من الأبواب، واستجابة في أقل من ثانية.",
  "Video Intercom": "الإنتركم المرئي",
  "See and speak with visitors before you open the door": "شاهدوا زواركم وتحدثوا إليهم قبل أن تفتحوا الباب",
  "Video intercom systems for villas, apartment buildings and offices, linked to door release and access control.":
    "أنظمة الإنتركم المرئي للفلل والعمارات السكنية والمكاتب، مرتبطة بفتح الأبواب ونظام التحكم في الدخول.",
  "Smart Network": "الشبكات الذكية",
  "Secure, fast networks that carry your security systems": "شبكات آمنة وسريعة تحمل أنظمتكم الأمنية",
  "Structured cabling, PoE switching, secure routing and Wi-Fi designed for security systems and busy offices.":
    "تمديدات كابلات منظمة، ومحولات PoE، وتوجيه آمن، وشبكات Wi-Fi مصممة للأنظمة الأمنية والمكاتب ذات الاستخدام الكثيف.",
  "Smart Surveillance System": "نظام المراقبة الذكية",
  "Smart Surveillance": "المراقبة الذكية",
  "AI-powered CCTV that watches, analyses and alerts": "كاميرات مراقبة بالذكاء الاصطناعي ترصد وتحلل وتنبه",
  "Smart surveillance with AI analytics: dome, bullet, PTZ and wireless cameras from SAR 746.25 (from $199), installed in 24–48 hours, 5-year package warranty.":
    "مراقبة ذكية بتحليلات الذكاء الاصطناعي: كاميرات بأنواعها، القبة والأسطوانية والمتحركة (PTZ) واللاسلكية، ابتداءً من 746.25 ريال (199 دولاراً)، وتركيب خلال 24–48 ساعة، وضمان شامل لمدة 5 سنوات.",
  "Farms & Agriculture Security": "أمن المزارع",
  "Farms & Agriculture": "المزارع",
  "Protect land, livestock, equipment and harvests around the clock": "حماية الأراضي والمواشي والمعدات والمحاصيل على مدار الساعة",
  "Security for farms and agricultural sites in Saudi Arabia: perimeter cameras, livestock and equipment protection, remote monitoring.":
    "حلول أمنية للمزارع والمواقع الزراعية في المملكة العربية السعودية: كاميرات لمراقبة المحيط، وحماية المواشي والمعدات، ومراقبة عن بعد.",
  "Hospital & Healthcare Security": "أمن المستشفيات والمنشآت الصحية",
  "Hospital & Healthcare": "المستشفيات والمنشآت الصحية",
  "Safety for patients, staff and medicines, with privacy respected": "سلامة المرضى والعاملين والأدوية، مع احترام الخصوصية",
  "Hospital and healthcare security: access control, surveillance of public areas and emergency response that respects patient privacy.":
    "أمن المستشفيات والمنشآت الصحية: التحكم في الدخول، ومراقبة المناطق العامة، والاستجابة للطوارئ بما يحفظ خصوصية المرضى.",
  "Shopping Mall & Retail Security": "أمن المراكز التجارية ومحلات التجزئة",
  "Shopping Mall & Retail": "المراكز التجارية ومحلات التجزئة",
  "Loss prevention and safe, welcoming shopping": "الحد من السرقة والفاقد، وتسوق آمن ومريح",
  "Shopping mall and retail security: AI loss prevention, customer flow analytics and one platform for video, access control and alarms.":
    "أمن المراكز التجارية ومحلات التجزئة: الحد من السرقة والفاقد بالذكاء الاصطناعي، وتحليل حركة المتسوقين، ومنصة واحدة للمراقبة بالفيديو والتحكم في الدخول والإنذار.",
  "School & University Security": "أمن المدارس والجامعات",
  "School & University": "المدارس والجامعات",
  "Safe campuses for students, staff and visitors": "بيئة تعليمية آمنة للطلاب والعاملين والزوار",
  "School and university security: campus surveillance, ID access control, emergency communication and classroom security.":
    "أمن المدارس والجامعات: مراقبة الحرم التعليمي، والتحكم في الدخول بالبطاقات التعريفية، واتصالات الطوارئ، وتأمين القاعات الدراسية.",
  "Warehouse & Logistics Security": "أمن المستودعات والخدمات اللوجستية",
  "Warehouse & Logistics": "المستودعات والخدمات اللوجستية",
  "Protect inventory, docks and perimeters around the clock": "حماية المخزون وأرصفة التحميل والمحيط على مدار الساعة",
  "Warehouse and logistics security: inventory protection, loading dock surveillance, perimeter and vehicle access control.":
    "أمن المستودعات والخدمات اللوجستية: حماية المخزون، ومراقبة أرصفة التحميل، وتأمين المحيط، والتحكم في دخول المركبات.",
  "Manufacturing Security Solutions": "الحلول الأمنية للمصانع",
  Manufacturing: "المصانع",
  "Industrial security that keeps people and production safe": "أمن صناعي يحمي العاملين وخطوط الإنتاج",
  "Manufacturing security: perimeter protection, production line monitoring, PPE detection and asset protection for factories.":
    "أمن المصانع: حماية المحيط، ومراقبة خطوط الإنتاج، والتحقق من ارتداء معدات الوقاية الشخصية، وحماية الأصول.",
  "Commercial Buildings Security": "أمن المباني التجارية",
  "Commercial Buildings": "المباني التجارية",
  "Multi-tenant access, visitors and after-hours protection": "تحكم في دخول المستأجرين والزوار، وحماية بعد ساعات العمل",
  "Commercial building security: automated access control, visitor management, multi-tenant security and building integration.":
    "أمن المباني التجارية: تحكم آلي في الدخول، وإدارة الزوار، وتأمين المباني متعددة المستأجرين، والتكامل مع أنظمة المبنى.",
  "Home Surveillance Solutions": "حلول مراقبة المنازل والفلل",
  "Home Surveillance": "مراقبة المنازل والفلل",
  "Watch over your home and family from anywhere": "اطمئنوا على منزلكم وعائلتكم من أي مكان",
  "Home surveillance for villas and apartments: indoor and outdoor cameras, smart doorbells and mobile alerts with private cloud storage.":
    "مراقبة منزلية للفلل والشقق: كاميرات داخلية وخارجية، وأجراس أبواب ذكية، وتنبيهات على الجوال، مع تخزين سحابي خاص.",
  "Talk to our security team": "تحدثوا إلى فريقنا الأمني",
  "Call, email or WhatsApp our security team in Riyadh, or send us a message. We reply within 2 hours in business hours.":
    "تواصلوا مع فريقنا الأمني في الرياض هاتفياً أو عبر البريد الإلكتروني أو واتساب، أو أرسلوا إلينا رسالة. نرد خلال ساعتين في أوقات العمل.",
  "Get Quote": "طلب عرض سعر",
  "Tell us what you need to protect": "أخبرونا بما تريدون حمايته",
  "Request a free quote for CCTV, access control, alarms or smart-home security. Our team will contact you within 24 hours.":
    "اطلبوا عرض سعر مجانياً لكاميرات المراقبة أو أنظمة التحكم في الدخول أو الإنذار أو أمن المنزل الذكي، وسيتواصل معكم فريقنا خلال 24 ساعة.",
  "Book a Site Survey": "احجز معاينة ميدانية",
  "Site Survey": "المعاينة الميدانية",
  "A free visit by our engineers, at a time that suits you": "زيارة مجانية من مهندسينا في الوقت الذي يناسبكم",
  "Book a free security site survey in Riyadh: pick a two-hour window, Sunday to Thursday, and an engineer visits your site.":
    "احجزوا معاينة ميدانية أمنية مجانية في الرياض: اختاروا فترة مدتها ساعتان من الأحد إلى الخميس، ويزور أحد مهندسينا موقعكم.",
  "Our Location": "موقعنا",
  "Find us in Riyadh, Saudi Arabia": "تجدوننا في الرياض بالمملكة العربية السعودية",
  "Privacy Policy": "سياسة الخصوصية",
  "How we handle your personal data": "كيف نتعامل مع بياناتكم الشخصية",
  "How we collect, use, keep and protect your personal data under Saudi Arabia's Personal Data Protection Law, and your rights.":
    "كيف نجمع بياناتكم الشخصية ونستخدمها ونحتفظ بها ونحميها وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية، وما حقوقكم.",
  "Terms of Service": "شروط الخدمة",
  "The terms of using this website": "شروط استخدام هذا الموقع",
  "The terms of using our website, our quotes and estimates, and how to reach us about them.":
    "شروط استخدام موقعنا، وعروض الأسعار والأسعار التقديرية، وكيفية التواصل معنا بشأنها.",
  FAQs: "الأسئلة الشائعة",
  "Answers to common questions": "إجابات عن أكثر الأسئلة تكراراً",
  "Frequently asked questions about our security systems, installation, warranties and support.":
    "الأسئلة الشائعة حول أنظمتنا الأمنية والتركيب والضمان والدعم.",
  "CCTV Law Checker": "التحقق من نظام كاميرات المراقبة",
  "Does the camera law apply to my building?": "هل ينطبق نظام كاميرات المراقبة على منشأتي؟",
  "What Saudi Arabia's surveillance-camera law asks of your building: where cameras are required or prohibited, signs, recordings and fines.":
    "ما يشترطه نظام استخدام كاميرات المراقبة الأمنية في المملكة على منشأتكم: أين تلزم الكاميرات وأين تمنع، واللوحات التنبيهية، والتسجيلات، والغرامات.",
  "Virtual Tour Brochure": "كتيب الجولة الافتراضية",
  "Virtual Tour": "الجولة الافتراضية",
  "Four locations, the systems in them and what they do": "أربعة مواقع، والأنظمة المركبة فيها، ووظيفة كل نظام",
  "A printable brochure of our virtual security tour: control room, perimeter, server room and smart office, with their features.":
    "كتيب قابل للطباعة لجولتنا الأمنية الافتراضية: غرفة التحكم، والمحيط الخارجي، وغرفة الخوادم، والمكتب الذكي، مع مزايا كل منها.",
  "Vision 2030 Roadmap": "خارطة طريقنا نحو رؤية 2030",
  "Vision 2030": "رؤية 2030",
  "Our milestones from 2017 to 2030": "محطاتنا من 2017 إلى 2030",
  "Our printable Vision 2030 roadmap: six milestones from our 2017 foundation to 2030, with their status and achievements.":
    "خارطة طريقنا نحو رؤية 2030 بنسخة قابلة للطباعة: ست محطات من تأسيسنا عام 2017 حتى 2030، مع حالة كل منها وإنجازاتها.",
  "Technology Specification": "المواصفات التقنية",
  Technology: "التقنية",
  "The K2 AI Platform and the equipment we install": "منصة K2 AI والأجهزة التي نركبها",
  "A printable specification of the K2 AI Platform, its architecture, and our security equipment with starting prices in SAR.":
    "مواصفات قابلة للطباعة لمنصة K2 AI وبنيتها، ولأجهزتنا الأمنية مع أسعارها الابتدائية بالريال السعودي.",
  "Case Studies": "دراسات الحالة",
  "Security projects in detail": "مشاريعنا الأمنية بالتفصيل",
  "Security Blog": "المدونة الأمنية",
  Blog: "المدونة",
  "Insights on security technology": "مقالات ورؤى في التقنيات الأمنية",
  "Coming soon - Articles on security technology and best practice.": "قريباً - مقالات عن التقنيات الأمنية وأفضل الممارسات.",
  "Our security blog with insights on surveillance, access control and smart buildings: coming soon.":
    "مدونتنا الأمنية، بمقالات عن المراقبة والتحكم في الدخول والمباني الذكية: قريباً.",
  "Project Gallery": "معرض المشاريع",
  Gallery: "معرض الصور",
  "Our installations in pictures": "مشاريعنا بالصور",
  "Coming soon - Photos of our installations.": "قريباً - صور من مشاريعنا المنفذة.",
  "A gallery of our security installations: coming soon.": "معرض صور لمشاريعنا الأمنية المنفذة: قريباً.",
  "Customer Reviews": "آراء العملاء",
  Reviews: "التقييمات",
  "What our clients say": "ماذا يقول عملاؤنا",
  "Coming soon - Reviews from our clients.": "قريباً - تقييمات عملائنا.",
  "Reviews from our security clients: coming soon.": "تقييمات عملائنا: قريباً.",
  Careers: "الوظائف",
  "Join our team": "انضموا إلى فريقنا",
  "Coming soon - Open positions at our company.": "قريباً - الوظائف الشاغرة لدينا.",
  "Careers in security engineering and installation in Riyadh: coming soon.": "وظائف في الهندسة الأمنية والتركيب في الرياض: قريباً.",
  "Security Packages": "الباقات الأمنية",
  Packages: "الباقات",
  "Ready-made security bundles": "باقات أمنية جاهزة",
  "Coming soon - Security packages for homes and businesses.": "قريباً - باقات أمنية للمنازل والشركات.",
  "Ready-made security packages for homes and businesses: coming soon.": "باقات أمنية جاهزة للمنازل والشركات: قريباً.",
  "Security Shop": "متجر الأجهزة الأمنية",
  "Shop Online": "المتجر الإلكتروني",
  "Security equipment online": "الأجهزة الأمنية عبر الإنترنت",
  "Coming soon - Online security equipment shop.": "قريباً - متجر إلكتروني للأجهزة الأمنية.",
  "Our online shop for security equipment: coming soon.": "متجرنا الإلكتروني للأجهزة الأمنية: قريباً.",
  "My Account": "حسابي",
  "Your orders and account": "طلباتكم وحسابكم",
  "Coming soon - Customer account and orders.": "قريباً - حساب العميل والطلبات.",
  "Customer account and orders: coming soon.": "حساب العميل والطلبات: قريباً.",
  "Security projects across Saudi Arabia: the site, the systems installed, the scope and the outcome of each, and a reference visit on request.":
    "مشاريع أمنية في أنحاء المملكة العربية السعودية: الموقع والأنظمة المركّبة ونطاق العمل ونتيجة كل مشروع، مع زيارة مرجعية عند الطلب.",
  "Find our Riyadh head office: a map, its national address, parking and entrance notes, and every office's phone, email and hours.":
    "اعثر على مقرنا الرئيسي في الرياض: خريطة وعنوان وطني وإرشادات المواقف والمدخل، وهاتف كل مكتب وبريده وأوقات عمله.",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./industries.ts, keyed by its exact English text (docs/decisions/115). The titles, menu labels,
// subtitles and descriptions each record takes from the index are in ./industry-index.ar.ts. Image topics are
// what the image provider is asked for (SPEC §7): they stay English.
export default {
  // The template's words
  Challenges: "التحديات",
  "Our Solution:": "حلّنا:",
  Solutions: "الحلول",
  Technology: "التقنية",

  // Farms & Agriculture
  "Agricultural Security Specialists": "متخصصون في أمن المزارع",
  "Protect Your Land, Livestock and Harvest": "احموا أرضكم ومواشيكم ومحاصيلكم",
  "Farms are large, remote and often unattended at night. We secure wide perimeters, barns, pump houses and machinery with cameras and sensors that work far from the mains, and send every alert straight to your phone.":
    "المزارع واسعة وبعيدة، وكثيراً ما تبقى بلا حراسة ليلاً. نؤمّن المحيط الواسع والحظائر وغرف المضخات والآليات بكاميرات ومستشعرات تعمل بعيداً عن شبكة الكهرباء، ونرسل كل تنبيه مباشرة إلى جوالكم.",
  "24/7 Farm Monitoring": "مراقبة المزرعة على مدار الساعة",
  "Perimeter Protection": "حماية المحيط الخارجي",
  "Livestock & Equipment Security": "حماية المواشي والمعدات",
  "Remote Access from Anywhere": "وصول عن بُعد من أي مكان",
  "Get Farm Security Assessment": "اطلب تقييماً أمنياً للمزرعة",
  "Schedule Site Survey": "احجز المعاينة",
  "A pole-mounted security camera overlooking farm fields and a barn": "كاميرا مراقبة مثبتة على عمود تطل على حقول المزرعة وحظيرة",
  "Farm Security Challenges": "تحديات أمن المزارع",
  "Open land, valuable animals and machinery, and few people on site: farms face risks that city buildings do not.":
    "أرض مفتوحة، ومواشٍ وآليات ثمينة، وقلة من الناس في الموقع: تواجه المزارع مخاطر لا تعرفها مباني المدن.",
  "Large, Remote Perimeters": "محيط واسع وبعيد",
  "Long boundaries far from town are impossible to patrol on foot, and intruders can enter unseen.":
    "يستحيل تسيير دوريات راجلة على حدود طويلة بعيدة عن المدينة، ويستطيع المتسللون الدخول دون أن يراهم أحد.",
  "Thermal and long-range cameras with perimeter analytics that alert you the moment someone crosses the line.":
    "كاميرات حرارية وبعيدة المدى مع تحليلات للمحيط تنبهكم لحظة تجاوز أي شخص للحدود.",
  "Livestock Protection": "حماية المواشي",
  "Animals can be stolen, break out or fall ill overnight without anyone noticing until morning.":
    "قد تُسرق المواشي أو تهرب أو تمرض خلال الليل دون أن يلاحظ أحد حتى الصباح.",
  "Night-vision cameras over pens and barns, so you can check on your animals from your phone at any hour.":
    "كاميرات برؤية ليلية فوق الحظائر والزرائب، لتطمئنوا على مواشيكم من جوالكم في أي ساعة.",
  "Equipment & Fuel Theft": "سرقة المعدات والوقود",
  "Tractors, pumps, tools and fuel stored in the open are easy targets, and costly to replace at harvest time.":
    "الجرارات والمضخات والأدوات والوقود المخزنة في العراء أهداف سهلة، واستبدالها في موسم الحصاد مكلف.",
  "Intruder alarms on sheds and stores, and cameras covering machinery yards and fuel tanks.":
    "أجهزة إنذار ضد السرقة على المخازن والمستودعات، وكاميرات تغطي ساحات الآليات وخزانات الوقود.",
  "Limited Power & Connectivity": "محدودية الكهرباء والاتصال",
  "Many parts of a farm have no mains power or wired internet where cameras are needed most.":
    "في أجزاء كثيرة من المزرعة لا تتوفر كهرباء عامة ولا إنترنت سلكي، وهي غالباً الأماكن الأحوج إلى الكاميرات.",
  "Solar-powered camera units with mobile-network links and local recording, reaching the far corners of your land.":
    "وحدات كاميرات تعمل بالطاقة الشمسية وتتصل عبر شبكة الجوال وتسجّل محلياً، لتصل إلى أبعد أطراف أرضكم.",
  "Farm Security Solutions": "حلول أمن المزارع",
  "Systems built for open ground, heat and dust, and long distances.": "أنظمة مصممة للأراضي المفتوحة والحرارة والغبار والمسافات الطويلة.",
  "Perimeter Surveillance": "مراقبة المحيط الخارجي",
  "Watch boundaries, gates and access roads day and night.": "راقبوا الحدود والبوابات وطرق الوصول ليلاً ونهاراً.",
  "Thermal cameras for night detection": "كاميرات حرارية للرصد الليلي",
  "Long-range PTZ coverage": "تغطية بعيدة المدى بكاميرات متحركة (PTZ)",
  "Line-crossing alerts": "تنبيهات عند تجاوز الخطوط المحددة",
  "Floodlight and siren deterrence": "كشافات إضاءة وصفارات إنذار للردع",
  "Livestock Monitoring": "مراقبة المواشي",
  "Keep an eye on animals without a walk to the barn.": "اطمئنوا على مواشيكم دون الذهاب إلى الحظيرة.",
  "Night-vision cameras over pens and barns": "كاميرات برؤية ليلية فوق الحظائر والزرائب",
  "Live view on your phone": "مشاهدة مباشرة على جوالكم",
  "Gate-open alerts": "تنبيهات عند فتح البوابات",
  "Recordings to review incidents": "تسجيلات لمراجعة الحوادث",
  "Equipment & Storage Security": "حماية المعدات والمخازن",
  "Protect machinery, tools, feed and fuel.": "احموا الآليات والأدوات والأعلاف والوقود.",
  "Alarms on sheds and stores": "أجهزة إنذار على المخازن والمستودعات",
  "Fuel tank monitoring": "مراقبة خزانات الوقود",
  "Machinery yard cameras": "كاميرات لساحات الآليات",
  "Access control for stores": "التحكم في الدخول إلى المخازن",
  "Off-Grid Power & Connectivity": "طاقة واتصال بعيداً عن الشبكة العامة",
  "Security where there is no cable to plug into.": "حماية حيث لا توجد كهرباء ولا كابلات.",
  "Solar-powered camera units": "وحدات كاميرات تعمل بالطاقة الشمسية",
  "Mobile-network and wireless links": "اتصال عبر شبكة الجوال والشبكات اللاسلكية",
  "Local recording backup": "نسخة احتياطية بالتسجيل المحلي",
  "Low-power sensors": "مستشعرات منخفضة الاستهلاك",
  "Technology for Open Land": "تقنية للأراضي المفتوحة",
  "Detection that works in darkness and across distance, with alerts you can trust.":
    "رصد يعمل في الظلام وعبر المسافات البعيدة، وتنبيهات يمكنكم الاعتماد عليها.",
  "Thermal Imaging": "التصوير الحراري",
  "Thermal cameras detect people and vehicles by their heat, in total darkness and across open ground where ordinary cameras see little.":
    "ترصد الكاميرات الحرارية الأشخاص والمركبات من حرارتها، في الظلام الدامس وعبر الأراضي المفتوحة حيث لا ترى الكاميرات العادية إلا القليل.",
  "Remote Farm Management": "إدارة المزرعة عن بُعد",
  "One app shows every camera and alarm on the farm, whether you are in the farmhouse or in the city.":
    "تطبيق واحد يعرض كل كاميرات المزرعة وأجهزة الإنذار فيها، سواء كنتم في المزرعة أو في المدينة.",
  "Smart Alerts": "تنبيهات ذكية",
  "Analytics tell people and vehicles apart from animals and swaying crops, so an alert means something needs your attention.":
    "تميّز التحليلات الأشخاص والمركبات من الحيوانات والمزروعات المتمايلة، فلا يصلكم تنبيه إلا لأمر يستحق انتباهكم.",
  "A thermal camera view of a farm perimeter at night": "صورة من كاميرا حرارية لمحيط مزرعة ليلاً",

  // Hospital & Healthcare
  "Healthcare Security Specialists": "متخصصون في أمن المنشآت الصحية",
  "Safe Care for Patients, Staff and Visitors": "رعاية آمنة للمرضى والطاقم الطبي والزوار",
  "Hospitals and clinics are open to the public day and night, yet hold medicines, records and vulnerable patients. We protect entrances, public areas and restricted zones while respecting patient privacy: in line with Saudi regulations, we never place cameras in examination rooms, inpatient rooms, changing rooms or toilets.":
    "تستقبل المستشفيات والعيادات الجمهور ليلاً ونهاراً، وفيها أدوية وسجلات طبية ومرضى يحتاجون إلى رعاية خاصة. نحمي المداخل والمناطق العامة والمناطق المقيدة مع احترام خصوصية المرضى، والتزاماً بالأنظمة السعودية لا نركّب كاميرات أبداً في غرف الفحص أو غرف التنويم أو غرف تبديل الملابس أو دورات المياه.",
  "24/7 Facility Protection": "حماية المنشأة على مدار الساعة",
  "Patient Privacy Respected": "احترام خصوصية المرضى",
  "Controlled Access to Sensitive Areas": "دخول مضبوط إلى المناطق الحساسة",
  "Rapid Emergency Response": "استجابة سريعة للطوارئ",
  "Get Healthcare Security Assessment": "اطلب تقييماً أمنياً للمنشأة الصحية",
  "Schedule Consultation": "احجز استشارة",
  "A ceiling camera in a bright hospital corridor": "كاميرا سقفية في ممر مستشفى مضاء",
  "Healthcare Security Challenges": "تحديات أمن المنشآت الصحية",
  "A hospital must stay open and welcoming while protecting the people and things inside it.":
    "على المستشفى أن يبقى مفتوحاً ومرحِّباً بالجميع، وأن يحمي في الوقت نفسه من فيه وما فيه.",
  "Open Public Access": "دخول مفتوح للجمهور",
  "Emergency departments, clinics and wards receive visitors around the clock, which makes unwanted entry easy.":
    "تستقبل أقسام الطوارئ والعيادات والأجنحة الزوار على مدار الساعة، مما يسهّل الدخول غير المرغوب فيه.",
  "Cameras at entrances, corridors and waiting areas, and visitor management at reception.":
    "كاميرات عند المداخل وفي الممرات وصالات الانتظار، وإدارة للزوار في مكتب الاستقبال.",
  "Medicines & Restricted Areas": "الأدوية والمناطق المقيدة",
  "Pharmacies, drug stores, laboratories and record rooms must be open only to authorised staff.":
    "يجب ألا يدخل الصيدليات ومستودعات الأدوية والمختبرات وغرف السجلات إلا الموظفون المصرح لهم.",
  "Card and biometric access with an audit trail on every door to pharmacies, laboratories and records.":
    "دخول بالبطاقة والبصمة مع سجل تدقيق على كل باب يؤدي إلى الصيدليات والمختبرات والسجلات.",
  "Staff Safety": "سلامة الطاقم",
  "Staff in emergency departments and on night shifts can face aggression and need help quickly.":
    "قد يتعرض العاملون في أقسام الطوارئ والمناوبات الليلية للاعتداء، ويحتاجون إلى المساعدة بسرعة.",
  "Panic buttons and duress alarms linked to the security room, with live video of the public area concerned.":
    "أزرار طوارئ وإنذارات استغاثة مرتبطة بغرفة الأمن، مع بث مباشر من المنطقة العامة المعنية.",
  "Patient Privacy": "خصوصية المرضى",
  "Saudi regulations forbid cameras in examination rooms, inpatient rooms, changing rooms and toilets, and patients rightly expect dignity.":
    "تحظر الأنظمة السعودية تركيب الكاميرات في غرف الفحص وغرف التنويم وغرف تبديل الملابس ودورات المياه، ومن حق المرضى أن تُصان كرامتهم.",
  "Coverage designed around privacy: cameras only in public and circulation areas, privacy masking, and strictly controlled access to footage.":
    "تغطية مصممة على أساس الخصوصية: كاميرات في المناطق العامة والممرات فقط، وإخفاء لمناطق الخصوصية، وضبط صارم للاطلاع على التسجيلات.",
  "Healthcare Security Solutions": "حلول أمن المنشآت الصحية",
  "Security that supports care instead of getting in its way.": "أمن يدعم الرعاية الصحية ولا يعيقها.",
  "Public Area Surveillance": "مراقبة المناطق العامة",
  "Cameras where they help, and nowhere they intrude.": "كاميرات حيث تفيد، ولا كاميرات حيث تنتهك الخصوصية.",
  "Entrances, corridors and waiting areas only": "المداخل والممرات وصالات الانتظار فقط",
  "Privacy masking near care areas": "إخفاء مناطق الخصوصية قرب أماكن الرعاية",
  "Emergency department coverage": "تغطية قسم الطوارئ",
  "Car park and perimeter cameras": "كاميرات للمواقف والمحيط الخارجي",
  "Access Control for Sensitive Areas": "التحكم في الدخول إلى المناطق الحساسة",
  "The right doors open for the right roles.": "كل باب يُفتح لمن تخوّله مهامه بذلك.",
  "Pharmacy and drug store access": "ضبط الدخول إلى الصيدلية ومستودع الأدوية",
  "Laboratory and record room control": "التحكم في الدخول إلى المختبرات وغرف السجلات",
  "Staff-only zones by role": "مناطق مخصصة للموظفين حسب المهام",
  "Full audit trail": "سجل تدقيق كامل",
  "Staff & Patient Safety": "سلامة الطاقم والمرضى",
  "Help arrives fast when it is needed.": "مساعدة تصل بسرعة عند الحاجة.",
  "Staff panic buttons": "أزرار طوارئ للطاقم",
  "Duress alarms for night shifts": "إنذارات استغاثة للمناوبات الليلية",
  "Maternity ward exit alerts": "تنبيهات عند الخروج من جناح الولادة",
  "Public address for emergency codes": "نداء صوتي لرموز الطوارئ",
  "Visitor Management": "إدارة الزوار",
  "Know who is visiting, and where.": "اعرفوا من يزور المنشأة، وإلى أين يتجه.",
  "Registration at reception": "التسجيل في مكتب الاستقبال",
  "Visitor badges by ward": "بطاقات زوار حسب الجناح",
  "Visiting hours control": "ضبط مواعيد الزيارة",
  "Contractor sign-in": "تسجيل دخول المقاولين",
  "Technology That Respects Privacy": "تقنية تحترم الخصوصية",
  "Healthcare security is as much about what a system must not see as about what it watches.":
    "في أمن المنشآت الصحية، ما يجب ألا يراه النظام لا يقل أهمية عما يراقبه.",
  "Privacy by Design": "الخصوصية منذ التصميم",
  "Every camera position is checked against Saudi privacy rules: none in examination rooms, inpatient rooms, changing rooms or toilets. Masking hides what a view must not show, and every playback is logged.":
    "نتحقق من مطابقة موضع كل كاميرا لقواعد الخصوصية في المملكة: لا كاميرات في غرف الفحص أو غرف التنويم أو غرف تبديل الملابس أو دورات المياه. ويحجب الإخفاء ما يجب ألا يظهر في الصورة، وتُسجَّل كل عملية استعراض للتسجيلات.",
  "Integrated Emergency Response": "استجابة متكاملة للطوارئ",
  "Panic alarms, fire alarms and public address work together, so an alert opens the nearest public-area camera and reaches the security team at once.":
    "تعمل إنذارات الطوارئ وإنذار الحريق والنداء الصوتي معاً، فيعرض كل تنبيه صورة أقرب كاميرا في المنطقة العامة ويصل إلى فريق الأمن فوراً.",
  "Role-Based Access Management": "إدارة الدخول حسب المهام",
  "Access for doctors, nurses, pharmacists and contractors set by role, and changed centrally when shifts or staff change.":
    "صلاحيات دخول للأطباء والممرضين والصيادلة والمقاولين تُحدَّد حسب المهام، وتُعدَّل مركزياً عند تغيّر المناوبات أو الموظفين.",
  "A hospital security room with access control and camera screens": "غرفة أمن في مستشفى بشاشات للتحكم في الدخول وكاميرات المراقبة",

  // Shopping Mall & Retail
  "Retail Security Specialists": "متخصصون في أمن قطاع التجزئة",
  "Safe, Welcoming Shopping with Less Loss": "تسوق آمن ومريح وفاقد أقل",
  "Malls and stores must feel open and friendly while protecting stock, takings and crowds. We bring loss prevention, crowd monitoring and store security together on one platform for mall operators and retailers.":
    "على المراكز التجارية والمتاجر أن تبقى مفتوحة ومرحِّبة، وأن تحمي في الوقت نفسه البضائع والنقد والحشود. نجمع الحد من الفاقد ومراقبة الحشود وأمن المتاجر في منصة واحدة لمشغّلي المراكز التجارية وتجار التجزئة.",
  "24/7 Mall Monitoring": "مراقبة المركز التجاري على مدار الساعة",
  "AI Loss Prevention": "الحد من الفاقد بالذكاء الاصطناعي",
  "Crowd & Footfall Analytics": "تحليل الحشود وأعداد الزوار",
  "Rapid Incident Response": "استجابة سريعة للحوادث",
  "Get Retail Security Assessment": "اطلب تقييماً أمنياً للمتجر",
  "A bright shopping mall atrium watched by dome cameras": "بهو مركز تجاري مضاء تراقبه كاميرات قبة",
  "Retail Security Challenges": "تحديات أمن قطاع التجزئة",
  "Busy, open spaces with valuable goods and many people: the mall is a demanding place to secure.":
    "مساحات مفتوحة مزدحمة وبضائع ثمينة وأعداد كبيرة من الناس: تأمين المركز التجاري مهمة صعبة.",
  "Shoplifting & Stock Loss": "السرقة من المتاجر وفاقد البضائع",
  "Theft from shelves, at checkouts and from stockrooms eats into every store's margins.":
    "السرقة من الرفوف وعند نقاط الدفع ومن المخازن تقتطع من أرباح كل متجر.",
  "AI loss prevention that flags suspicious behaviour at shelves and checkouts, with video linked to each till transaction.":
    "حلول للحد من الفاقد بالذكاء الاصطناعي تنبّه إلى السلوك المريب عند الرفوف ونقاط الدفع، مع ربط الفيديو بكل عملية على الكاشير.",
  "Crowd Safety": "سلامة الحشود",
  "Weekends, holidays and Ramadan evenings bring dense crowds to corridors, escalators and food courts.":
    "في عطلات نهاية الأسبوع والأعياد وليالي رمضان تكتظ الممرات والسلالم الكهربائية وساحات المطاعم بالزوار.",
  "Footfall counting and crowd-density alerts, so security staff can act before an area becomes unsafe.":
    "عدّ للزوار وتنبيهات عند ارتفاع كثافة الحشود، ليتحرك فريق الأمن قبل أن تصبح أي منطقة غير آمنة.",
  "Car Park Safety": "سلامة المواقف",
  "Large car parks are hard to watch, and an incident there reflects on the whole mall.":
    "يصعب مراقبة المواقف الواسعة، وأي حادثة فيها تنعكس على سمعة المركز التجاري كله.",
  "Car park cameras with number plate recognition, and help points that connect drivers to the control room.":
    "كاميرات في المواقف تتعرف على لوحات المركبات، ونقاط مساعدة تصل السائقين بغرفة التحكم.",
  "After-Hours Protection": "الحماية خارج أوقات العمل",
  "Once shoppers leave, shops, service corridors and loading bays still need protecting.":
    "بعد مغادرة المتسوقين، تبقى المحلات وممرات الخدمة ومناطق التحميل بحاجة إلى الحماية.",
  "Intruder alarms, scheduled tenant access and control room support for night patrols.":
    "أجهزة إنذار ضد السرقة، ودخول للمستأجرين وفق جداول زمنية، ودعم من غرفة التحكم للدوريات الليلية.",
  "Retail Security Solutions": "حلول أمن قطاع التجزئة",
  "Protection for the whole mall and for each store within it.": "حماية للمركز التجاري كله ولكل متجر فيه.",
  "Loss Prevention": "الحد من الفاقد",
  "Stop losses before they add up.": "أوقفوا الخسائر قبل أن تتراكم.",
  "AI behaviour analytics": "تحليل السلوك بالذكاء الاصطناعي",
  "Till-linked video": "فيديو مرتبط بعمليات الكاشير",
  "Exit detection gates": "بوابات كشف السرقة عند المخارج",
  "Evidence export for investigations": "تصدير الأدلة للتحقيقات",
  "Mall-Wide Surveillance": "مراقبة شاملة للمركز التجاري",
  "Every entrance, corridor and level, from one control room.": "كل مدخل وممر وطابق، من غرفة تحكم واحدة.",
  "Entrances, corridors and food courts": "المداخل والممرات وساحات المطاعم",
  "Central control room": "غرفة تحكم مركزية",
  "PTZ cameras for large atriums": "كاميرات متحركة (PTZ) للردهات الواسعة",
  "Number plate recognition in car parks": "التعرف على لوحات المركبات في المواقف",
  "Customer Flow Analytics": "تحليل حركة المتسوقين",
  "Understand how shoppers move through the mall.": "افهموا كيف يتنقل المتسوقون في المركز التجاري.",
  "Footfall counting": "عدّ الزوار",
  "Heat mapping": "الخرائط الحرارية",
  "Queue monitoring": "مراقبة الطوابير",
  "Occupancy reports": "تقارير الإشغال",
  "Tenant & Access Management": "إدارة المستأجرين والدخول",
  "Control back-of-house areas without slowing anyone down.": "تحكموا في مناطق الخدمة الخلفية دون تعطيل أحد.",
  "Tenant access cards": "بطاقات دخول للمستأجرين",
  "Service corridor control": "التحكم في ممرات الخدمة",
  "Loading bay access": "ضبط الدخول إلى مناطق التحميل",
  "Scheduled opening and closing": "فتح وإغلاق وفق جدول زمني",
  "Retail Intelligence Technology": "تقنيات ذكية لقطاع التجزئة",
  "The same cameras that protect the mall help you run it better.": "الكاميرات التي تحمي المركز التجاري تساعدكم أيضاً على إدارته بشكل أفضل.",
  "AI-Powered Loss Prevention": "الحد من الفاقد بالذكاء الاصطناعي",
  "Analytics learn normal behaviour at shelves and checkouts and alert staff to concealment and unusual patterns as they happen.":
    "تتعلم التحليلات السلوك المعتاد عند الرفوف ونقاط الدفع، وتنبّه الموظفين فوراً إلى إخفاء البضائع والأنماط غير المعتادة.",
  "Customer Flow Analytics with Heat Mapping": "تحليل حركة المتسوقين بالخرائط الحرارية",
  "See where shoppers go, where they stop and where queues form, to plan staffing, layouts and tenant mix.":
    "اعرفوا إلى أين يتجه المتسوقون وأين يتوقفون وأين تتشكل الطوابير، لتخطيط أعداد الموظفين وتوزيع المساحات واختيار المستأجرين.",
  "Integrated Platform": "منصة متكاملة",
  "Video, access control and alarms on one platform, so an alarm opens the right camera and every event sits on one timeline.":
    "كاميرات المراقبة والتحكم في الدخول والإنذار على منصة واحدة، فيعرض كل إنذار صورة الكاميرا المعنية، وتُسجَّل كل الأحداث على خط زمني واحد.",
  "A dashboard showing a footfall heat map of a shopping mall floor": "لوحة بيانات تعرض خريطة حرارية لحركة الزوار في أحد طوابق مركز تجاري",

  // School & University
  "Educational Security Experts": "خبراء في أمن المنشآت التعليمية",
  "Protecting Every Student, Every Classroom, Every Day": "نحمي كل طالب وكل فصل دراسي، كل يوم",
  "From primary schools to university campuses, we design security that keeps learning environments open and welcoming while stopping threats at the gate. Surveillance, ID-based access and emergency communication work as one system, run by your own staff.":
    "من المدارس الابتدائية إلى الجامعات، نصمم حلولاً أمنية تُبقي البيئة التعليمية مفتوحة ومرحِّبة، وتوقف التهديدات عند البوابة. تعمل المراقبة والدخول بالبطاقات التعريفية واتصالات الطوارئ نظاماً واحداً يديره منسوبوكم.",
  "24/7 Campus Protection": "حماية الحرم التعليمي على مدار الساعة",
  "Student Safety Assurance": "ضمان سلامة الطلاب",
  "Comprehensive Access Control": "تحكم شامل في الدخول",
  "Get Campus Security Assessment": "اطلب تقييماً أمنياً للحرم التعليمي",
  "Emergency Consultation": "اطلب استشارة عاجلة",
  "A university campus entrance with access gates and security cameras": "مدخل حرم جامعي ببوابات دخول وكاميرات مراقبة",
  "Campus Security Challenges": "تحديات أمن المنشآت التعليمية",
  "Schools and universities must protect large numbers of young people across open, busy sites.":
    "على المدارس والجامعات أن تحمي أعداداً كبيرة من الطلاب في مواقع مفتوحة ومزدحمة.",
  "Student Safety": "سلامة الطلاب",
  "Hundreds or thousands of students move between buildings, playgrounds and car parks every day, and staff cannot watch every corridor.":
    "يتنقل يومياً مئات الطلاب أو آلافهم بين المباني والساحات والمواقف، ولا يستطيع المنسوبون مراقبة كل ممر.",
  "Campus-wide cameras with AI alerts for loitering, crowding and unauthorised entry, monitored from one control room.":
    "كاميرات تغطي الحرم كله مع تنبيهات بالذكاء الاصطناعي عند التسكع أو التجمهر أو الدخول غير المصرح به، تُتابَع من غرفة تحكم واحدة.",
  "Controlled Campus Access": "دخول مضبوط إلى الحرم",
  "Open gates and shared entrances let unknown visitors walk in, and lost keys leave doors uncontrolled.":
    "البوابات المفتوحة والمداخل المشتركة تسمح بدخول زوار مجهولين، والمفاتيح المفقودة تترك الأبواب بلا ضبط.",
  "ID card and biometric access for staff and students, visitor registration, and gates that lock on schedule.":
    "دخول بالبطاقة التعريفية والبصمة للمنسوبين والطلاب، وتسجيل للزوار، وبوابات تُقفل وفق جدول زمني.",
  "Emergency Response": "الاستجابة للطوارئ",
  "In a fire, a medical emergency or an intruder incident, every minute spent finding out what is happening matters.":
    "في حالات الحريق أو الطوارئ الطبية أو التسلل، كل دقيقة تضيع في معرفة ما يجري لها ثمنها.",
  "Public address, panic buttons and mass notification that reach every classroom at once, with live video shared with responders.":
    "نداء صوتي وأزرار طوارئ وإشعارات جماعية تصل إلى كل الفصول في آنٍ واحد، مع مشاركة البث المباشر مع فرق الاستجابة.",
  "Asset & Equipment Protection": "حماية الأصول والمعدات",
  "Laboratories, computer rooms and sports facilities hold costly equipment that is easy to damage or take.":
    "في المختبرات ومعامل الحاسب والمرافق الرياضية معدات باهظة الثمن يسهل إتلافها أو سرقتها.",
  "Access-controlled equipment rooms, after-hours intruder alarms and cameras on storage areas.":
    "غرف معدات يُضبط الدخول إليها، وأجهزة إنذار ضد السرقة خارج أوقات العمل، وكاميرات على أماكن التخزين.",
  "Campus Security Solutions": "حلول أمن المنشآت التعليمية",
  "Four layers that work together, from the gate to the classroom.": "أربع طبقات حماية تعمل معاً، من البوابة إلى الفصل الدراسي.",
  "Campus-Wide Surveillance": "مراقبة شاملة للحرم",
  "See entrances, grounds and shared spaces from one place.": "شاهدوا المداخل والساحات والمرافق المشتركة من مكان واحد.",
  "Cameras at entrances, corridors and grounds": "كاميرات عند المداخل وفي الممرات والساحات",
  "AI alerts for unauthorised entry": "تنبيهات بالذكاء الاصطناعي عند الدخول غير المصرح به",
  "Central monitoring room": "غرفة مراقبة مركزية",
  "Searchable recordings": "تسجيلات قابلة للبحث",
  "Access Control & ID Systems": "التحكم في الدخول والبطاقات التعريفية",
  "Know who is on campus at all times.": "اعرفوا من في الحرم في كل وقت.",
  "Staff and student ID cards": "بطاقات تعريفية للمنسوبين والطلاب",
  "Biometric readers for restricted areas": "أجهزة بصمة للمناطق المقيدة",
  "Visitor registration and badges": "تسجيل الزوار وبطاقات الزيارة",
  "Scheduled gate and door locking": "قفل البوابات والأبواب وفق جدول زمني",
  "Emergency Communication": "اتصالات الطوارئ",
  "Reach everyone on campus in seconds.": "صِلوا إلى كل من في الحرم خلال ثوانٍ.",
  "Campus-wide public address": "نداء صوتي يغطي الحرم كله",
  "Mass notification to staff phones": "إشعارات جماعية إلى جوالات المنسوبين",
  "Emergency call points": "نقاط اتصال للطوارئ",
  "Fire alarm integration": "التكامل مع إنذار الحريق",
  "Classroom Security": "أمن الفصول الدراسية",
  "Protection where teaching happens, with privacy respected.": "حماية في أماكن التعليم مع احترام الخصوصية.",
  "Teacher panic buttons": "أزرار طوارئ للمعلمين",
  "Automated lockdown": "إغلاق طارئ آلي",
  "Privacy-compliant monitoring": "مراقبة تراعي الخصوصية",
  "Door status monitoring": "مراقبة حالة الأبواب",
  "Technology Built for Education": "تقنية مصممة للتعليم",
  "Systems that respect students' privacy and fit the way schools already work.": "أنظمة تحترم خصوصية الطلاب وتنسجم مع طريقة عمل المدارس.",
  "Privacy-Compliant Monitoring": "مراقبة تراعي الخصوصية",
  "Cameras cover shared spaces only, access to footage is limited to authorised staff and logged, and retention follows your policy.":
    "تغطي الكاميرات المرافق المشتركة فقط، ويقتصر الاطلاع على التسجيلات على المنسوبين المصرح لهم مع تسجيل كل اطلاع، وتُحفظ التسجيلات وفق سياستكم.",
  "Student Information System Integration": "التكامل مع نظام معلومات الطلاب",
  "Access cards and attendance records stay in step with your student information system, so a card stops working the day a student leaves.":
    "تبقى بطاقات الدخول وسجلات الحضور متزامنة مع نظام معلومات الطلاب لديكم، فتتوقف البطاقة عن العمل في اليوم الذي يغادر فيه الطالب.",
  "Emergency Response Protocols": "بروتوكولات الاستجابة للطوارئ",
  "Lockdown and evacuation plans built into the system, with direct links to local law enforcement and emergency services.":
    "خطط الإغلاق الطارئ والإخلاء مدمجة في النظام، مع ربط مباشر بالجهات الأمنية وخدمات الطوارئ المحلية.",
  "A school security office with camera monitors and an emergency console": "مكتب أمن في مدرسة بشاشات مراقبة ووحدة تحكم للطوارئ",

  // Warehouse & Logistics
  "Logistics Security Specialists": "متخصصون في أمن الخدمات اللوجستية",
  "Protect Inventory from Dock to Dispatch": "احموا مخزونكم من الاستلام حتى الشحن",
  "Warehouses run around the clock, with trucks, forklifts and people moving through wide, open spaces. We secure the perimeter, the docks and the racks, and connect security to the systems that run your logistics.":
    "تعمل المستودعات على مدار الساعة، وتتحرك فيها الشاحنات والرافعات الشوكية والعاملون عبر مساحات واسعة ومفتوحة. نؤمّن المحيط الخارجي وأرصفة التحميل والرفوف، ونربط الأمن بالأنظمة التي تدير عملياتكم اللوجستية.",
  "24/7 Protection": "حماية على مدار الساعة",
  "Real-Time Monitoring": "مراقبة فورية",
  "Asset Security": "أمن الأصول",
  "Inventory Protection": "حماية المخزون",
  "Get Warehouse Security Assessment": "اطلب تقييماً أمنياً للمستودع",
  "Security cameras above the loading docks of a logistics warehouse": "كاميرات مراقبة فوق أرصفة التحميل في مستودع لوجستي",
  "Warehouse Security Challenges": "تحديات أمن المستودعات",
  "Large spaces, constant movement and high-value stock make warehouses a target.":
    "المساحات الكبيرة والحركة المستمرة والبضائع عالية القيمة تجعل المستودعات هدفاً للسرقة.",
  "Inventory & Asset Protection": "حماية المخزون والأصول",
  "High-value stock spread across large floor areas is exposed to theft from outside and from within.":
    "البضائع عالية القيمة الموزعة على مساحات كبيرة معرّضة للسرقة من خارج المنشأة ومن داخلها.",
  "High-resolution cameras over aisles and racks, with AI alerts on unusual movement and recordings tied to each shift.":
    "كاميرات عالية الدقة فوق الممرات والرفوف، مع تنبيهات بالذكاء الاصطناعي عند أي حركة غير معتادة، وتسجيلات مرتبطة بكل وردية.",
  "Loading Dock Security": "أمن أرصفة التحميل",
  "Docks are where goods leave the building, and where mistakes, mis-shipments and theft happen fastest.":
    "من أرصفة التحميل تخرج البضائع من المستودع، وفيها تقع الأخطاء والشحنات الخاطئة والسرقات أسرع من أي مكان آخر.",
  "Dock cameras with number plate recognition and time-stamped footage of every loading, linked to dispatch records.":
    "كاميرات على أرصفة التحميل تتعرف على لوحات المركبات، وتسجيلات مؤرخة بالوقت لكل عملية تحميل، مرتبطة بسجلات الشحن.",
  "Perimeter & Access Control": "المحيط الخارجي والتحكم في الدخول",
  "Long fences, yards and several gates are hard to watch, especially at night.":
    "يصعب مراقبة الأسوار الطويلة والساحات والبوابات المتعددة، خاصة في الليل.",
  "Perimeter detection with thermal cameras, controlled vehicle gates and biometric entry for staff.":
    "رصد على المحيط الخارجي بكاميرات حرارية، وبوابات مركبات مضبوطة، ودخول بالبصمة للموظفين.",
  "24/7 Operations": "عمليات على مدار الساعة",
  "Shift changes, night work and contractors mean the site is never empty and never quiet.":
    "تبديل الورديات والعمل الليلي وحركة المقاولين تعني أن الموقع لا يخلو ولا يهدأ أبداً.",
  "Round-the-clock monitoring, alerts to supervisors' phones, and access rights that follow each shift.":
    "مراقبة على مدار الساعة، وتنبيهات إلى جوالات المشرفين، وصلاحيات دخول تتبع كل وردية.",
  "Warehouse Security Solutions": "حلول أمن المستودعات",
  "Protection for stock, people and vehicles across the whole site.": "حماية للبضائع والعاملين والمركبات في الموقع كله.",
  "Warehouse Surveillance": "مراقبة المستودعات",
  "Clear coverage of every aisle, dock and yard.": "تغطية واضحة لكل ممر ورصيف تحميل وساحة.",
  "Coverage of aisles, racks and yards": "تغطية الممرات والرفوف والساحات",
  "Low-light and thermal cameras": "كاميرات للإضاءة المنخفضة وكاميرات حرارية",
  "AI motion and intrusion alerts": "تنبيهات بالذكاء الاصطناعي عند الحركة والتسلل",
  "Recordings searchable by shift": "تسجيلات قابلة للبحث حسب الوردية",
  "Access Control": "التحكم في الدخول",
  "People and vehicles only where they belong.": "الأشخاص والمركبات حيث يُسمح لهم فقط.",
  "Biometric entry for staff": "دخول بالبصمة للموظفين",
  "Card access by zone": "دخول بالبطاقة حسب المنطقة",
  "Vehicle gate control": "التحكم في بوابات المركبات",
  "Driver and visitor registration": "تسجيل السائقين والزوار",
  "Stop intruders at the fence, not at the racks.": "أوقفوا المتسللين عند السور، لا عند الرفوف.",
  "Perimeter intrusion detection": "كشف التسلل على المحيط الخارجي",
  "Thermal cameras for night": "كاميرات حرارية للرؤية الليلية",
  "Automatic floodlight and siren": "كشافات إضاءة وصفارات إنذار تلقائية",
  "Alerts to the control room": "تنبيهات إلى غرفة التحكم",
  "Logistics Integration": "التكامل مع الأنظمة اللوجستية",
  "Security data that speaks the language of logistics.": "بيانات أمنية تتحدث لغة الخدمات اللوجستية.",
  "Link to warehouse management systems": "ربط بأنظمة إدارة المستودعات",
  "Footage matched to shipments": "تسجيلات مطابقة للشحنات",
  "Dock activity reports": "تقارير نشاط أرصفة التحميل",
  "Multi-site remote view": "مشاهدة عن بُعد لعدة مواقع",
  "Smart Technology for Logistics": "تقنية ذكية للخدمات اللوجستية",
  "Security that knows your stock, your docks and your shipments.": "أمن يعرف مخزونكم وأرصفة التحميل لديكم وشحناتكم.",
  "AI Inventory Monitoring": "مراقبة المخزون بالذكاء الاصطناعي",
  "Analytics watch high-value zones and flag unusual movement of goods after hours or outside planned picks.":
    "تراقب التحليلات المناطق عالية القيمة، وتنبّه إلى أي حركة غير معتادة للبضائع خارج أوقات العمل أو خارج عمليات تجهيز الطلبات المخطط لها.",
  "Video and access events linked to your warehouse management system, so a shipment number leads straight to its footage.":
    "أحداث الفيديو والدخول مرتبطة بنظام إدارة المستودعات لديكم، فيقودكم رقم الشحنة مباشرة إلى تسجيلاتها.",
  "Comprehensive Protection": "حماية شاملة",
  "Cameras, alarms, access control and perimeter detection on one platform, monitored from one screen.":
    "الكاميرات والإنذار والتحكم في الدخول ورصد المحيط الخارجي على منصة واحدة، تُراقَب من شاشة واحدة.",
  "High-bay warehouse aisles watched by surveillance cameras": "ممرات رفوف عالية في مستودع تراقبها كاميرات المراقبة",

  // Manufacturing
  "Industrial Security Experts": "خبراء في الأمن الصناعي",
  "Keep People, Plant and Production Safe": "احموا العاملين والمصنع والإنتاج",
  "Factories combine valuable equipment, hazardous processes and large workforces. Our industrial systems protect the site and help keep workers safe, and the same cameras help supervisors see how production runs.":
    "تجمع المصانع بين معدات ثمينة وعمليات خطرة وأعداد كبيرة من العاملين. تحمي أنظمتنا الصناعية الموقع وتساعد على سلامة العاملين، والكاميرات نفسها تتيح للمشرفين متابعة سير الإنتاج.",
  "24/7 Industrial Monitoring": "مراقبة صناعية على مدار الساعة",
  "Enhanced Worker Safety": "سلامة أعلى للعاملين",
  "Production Optimization": "تحسين الإنتاج",
  "Get Industrial Security Assessment": "اطلب تقييماً أمنياً للمصنع",
  "Schedule Site Visit": "احجز زيارة للموقع",
  "Industrial cameras above a factory production line": "كاميرات صناعية فوق خط إنتاج في مصنع",
  "Industrial Security Challenges": "تحديات الأمن الصناعي",
  "In manufacturing, security, safety and production are closely linked.": "في المصانع، يرتبط الأمن والسلامة والإنتاج ارتباطاً وثيقاً.",
  "Equipment Protection": "حماية المعدات",
  "Machinery, tools and raw materials are costly to replace, and a single incident can stop a production line.":
    "استبدال الآلات والأدوات والمواد الخام مكلف، وحادثة واحدة قد توقف خط إنتاج كاملاً.",
  "Cameras and alarms around equipment and stores, with access limited to authorised staff.":
    "كاميرات وأجهزة إنذار حول المعدات والمخازن، مع قصر الدخول على الموظفين المصرح لهم.",
  "Worker Safety": "سلامة العاملين",
  "Missing helmets, vests and goggles, and people entering hazardous zones, cause injuries that could be prevented.":
    "عدم ارتداء الخوذات والسترات والنظارات الواقية، ودخول المناطق الخطرة، يسببان إصابات كان يمكن تجنبها.",
  "AI PPE detection that alerts supervisors in real time when protective equipment is missing or a danger zone is entered.":
    "رصد معدات الوقاية الشخصية (PPE) بالذكاء الاصطناعي، ينبّه المشرفين فوراً عند غياب معدات الوقاية أو دخول منطقة خطرة.",
  "Perimeter Security": "أمن المحيط الخارجي",
  "Industrial sites have long boundaries, several gates and a steady flow of trucks and contractors.":
    "للمواقع الصناعية حدود طويلة وبوابات متعددة وحركة مستمرة للشاحنات والمقاولين.",
  "Perimeter detection, controlled vehicle gates and contractor registration at every entrance.":
    "رصد على المحيط الخارجي، وبوابات مركبات مضبوطة، وتسجيل للمقاولين عند كل مدخل.",
  "Production Line Monitoring": "مراقبة خطوط الإنتاج",
  "Stoppages and bottlenecks are hard to understand after the fact without a clear record.":
    "يصعب فهم أسباب التوقفات والاختناقات بعد وقوعها دون سجل واضح.",
  "Cameras over each line, with recordings linked to incidents so causes can be found and fixed.":
    "كاميرات فوق كل خط إنتاج، مع تسجيلات مرتبطة بالحوادث لمعرفة الأسباب ومعالجتها.",
  "Industrial-grade systems for the fence line, the factory floor and the stores.":
    "أنظمة بمواصفات صناعية للسور الخارجي وأرضية المصنع والمخازن.",
  "Control everything that enters and leaves the site.": "تحكموا في كل ما يدخل الموقع ويخرج منه.",
  "Intrusion detection along fences": "كشف التسلل على امتداد الأسوار",
  "Thermal cameras for night coverage": "كاميرات حرارية للتغطية الليلية",
  "Contractor and visitor registration": "تسجيل المقاولين والزوار",
  "Production Monitoring": "مراقبة الإنتاج",
  "A clear view of every line, live and recorded.": "رؤية واضحة لكل خط إنتاج، مباشرة ومسجلة.",
  "Line-by-line camera coverage": "تغطية بالكاميرات لكل خط إنتاج",
  "Live view for supervisors": "مشاهدة مباشرة للمشرفين",
  "Incident-linked recordings": "تسجيلات مرتبطة بالحوادث",
  "Remote view for plant managers": "مشاهدة عن بُعد لمديري المصنع",
  "Worker Safety Systems": "أنظمة سلامة العاملين",
  "Prevent injuries instead of recording them.": "امنعوا الإصابات بدلاً من الاكتفاء بتسجيلها.",
  "AI PPE detection": "رصد معدات الوقاية الشخصية بالذكاء الاصطناعي",
  "Danger-zone alerts": "تنبيهات عند دخول المناطق الخطرة",
  "Fire and gas alarm integration": "التكامل مع إنذار الحريق وكشف الغاز",
  "Asset Protection": "حماية الأصول",
  "Keep tools, spares and materials where they belong.": "أبقوا الأدوات وقطع الغيار والمواد في أماكنها.",
  "Access control for stores and tool rooms": "التحكم في الدخول إلى المخازن وغرف الأدوات",
  "After-hours intruder alarms": "أجهزة إنذار ضد السرقة خارج أوقات العمل",
  "Cameras on high-value stores": "كاميرات على المخازن عالية القيمة",
  "Audit trail of every entry": "سجل تدقيق لكل عملية دخول",
  "Industrial-Grade Technology": "تقنية بمواصفات صناعية",
  "Systems that protect the plant and help it run better.": "أنظمة تحمي المصنع وتساعده على العمل بكفاءة أعلى.",
  "AI Safety Detection": "رصد مخاطر السلامة بالذكاء الاصطناعي",
  "Analytics recognise missing helmets and vests, falls and people in restricted zones, and alert supervisors at once.":
    "تتعرف التحليلات على عدم ارتداء الخوذات والسترات، وحالات السقوط، ووجود أشخاص في المناطق المحظورة، وتنبّه المشرفين فوراً.",
  "Predictive Maintenance": "الصيانة التنبؤية",
  "Thermal cameras and connected sensors help spot equipment that runs hot or behaves unusually, so maintenance can be planned before a breakdown.":
    "تساعد الكاميرات الحرارية والمستشعرات المتصلة على اكتشاف المعدات التي ترتفع حرارتها أو يتغير أداؤها، لتُجدوَل الصيانة قبل وقوع العطل.",
  "Security, safety and production views on one platform, with one set of users and one audit trail.":
    "الأمن والسلامة ومتابعة الإنتاج على منصة واحدة، بقائمة مستخدمين واحدة وسجل تدقيق واحد.",
  "A plant control room showing PPE detection on camera feeds": "غرفة تحكم في مصنع تعرض رصد معدات الوقاية الشخصية على بث الكاميرات",

  // Commercial Buildings
  "Commercial Security Specialists": "متخصصون في أمن المباني التجارية",
  "Smart Security for Modern Commercial Buildings": "أمن ذكي للمباني التجارية الحديثة",
  "Office towers and mixed-use buildings serve many tenants, their employees and a steady stream of visitors. We give building managers one system to control who goes where, watch shared spaces and respond to any emergency.":
    "تخدم الأبراج المكتبية والمباني متعددة الاستخدامات مستأجرين كثيرين وموظفيهم وتدفقاً مستمراً من الزوار. نوفّر لمديري المباني نظاماً واحداً يتحكمون به فيمن يدخل إلى أين، ويراقبون المرافق المشتركة، ويستجيبون لأي حالة طارئة.",
  "24/7 Building Protection": "حماية المبنى على مدار الساعة",
  "Automated Access Control": "تحكم آلي في الدخول",
  "Multi-Tenant Security": "أمن مستقل لكل مستأجر",
  "Get Commercial Security Assessment": "اطلب تقييماً أمنياً للمبنى",
  "Schedule Building Survey": "احجز معاينة المبنى",
  "An office tower lobby with security turnstiles and a reception desk": "بهو برج مكتبي ببوابات دوارة ومكتب استقبال",
  "Commercial Building Challenges": "تحديات أمن المباني التجارية",
  "Many tenants, many people and long hours: commercial buildings need security that is firm but invisible.":
    "مستأجرون كثيرون وأعداد كبيرة من الناس وساعات عمل طويلة: تحتاج المباني التجارية إلى أمن حازم لا يلفت الأنظار.",
  "Multi-Tenant Management": "إدارة مبنى متعدد المستأجرين",
  "Each tenant has its own staff, hours and security needs, and the building must serve them all without mixing up access.":
    "لكل مستأجر موظفوه وساعات عمله واحتياجاته الأمنية، وعلى المبنى أن يخدمهم جميعاً دون تداخل في صلاحيات الدخول.",
  "Tenant-level access groups, each managed separately on one shared platform.":
    "مجموعات دخول لكل مستأجر، تُدار كل منها على حدة في منصة واحدة مشتركة.",
  "Employee & Visitor Access": "دخول الموظفين والزوار",
  "Reception desks struggle to keep track of who is inside, who they are visiting and when they leave.":
    "يصعب على مكاتب الاستقبال معرفة من في المبنى، ومن يزورون، ومتى يغادرون.",
  "Visitor pre-registration, QR or card passes, and turnstiles that record every entry and exit.":
    "تسجيل مسبق للزوار، وتصاريح برمز QR أو بطاقة، وبوابات دوارة تسجّل كل دخول وخروج.",
  "After-Hours Security": "الأمن خارج أوقات العمل",
  "Evenings and weekends leave floors empty and entrances exposed.": "في المساء وعطلات نهاية الأسبوع تخلو الطوابق وتبقى المداخل مكشوفة.",
  "Scheduled locking, intruder alarms and camera alerts that notify the security team outside working hours.":
    "قفل وفق جدول زمني، وأجهزة إنذار ضد السرقة، وتنبيهات من الكاميرات تصل إلى فريق الأمن خارج أوقات العمل.",
  "Emergency Procedures": "إجراءات الطوارئ",
  "Evacuating a building with many floors and tenants needs clear information, fast.":
    "إخلاء مبنى متعدد الطوابق والمستأجرين يحتاج إلى معلومات واضحة وسريعة.",
  "Fire, public address and access systems linked, so doors release and announcements reach every floor at once.":
    "ربط أنظمة إنذار الحريق والنداء الصوتي والتحكم في الدخول، فتُفتح الأبواب وتصل النداءات إلى كل الطوابق في آنٍ واحد.",
  "Commercial Security Solutions": "حلول أمن المباني التجارية",
  "One building, many tenants, one system.": "مبنى واحد، مستأجرون كثيرون، نظام واحد.",
  "Advanced Access Control": "تحكم متقدم في الدخول",
  "Smooth entry for the people who belong.": "دخول سلس لكل من يحق له الدخول.",
  "Card, mobile and biometric credentials": "الدخول بالبطاقة أو الجوال أو البصمة",
  "Turnstiles and lift access": "بوابات دوارة وتحكم في المصاعد",
  "Time schedules per tenant": "جداول زمنية لكل مستأجر",
  "Central audit trail": "سجل تدقيق مركزي",
  "Video Surveillance Network": "شبكة كاميرات المراقبة",
  "Lobbies, car parks and perimeters in view.": "الردهات والمواقف والمحيط الخارجي تحت المراقبة.",
  "Lobby, car park and perimeter cameras": "كاميرات للردهات والمواقف والمحيط الخارجي",
  "AI alerts for unusual activity": "تنبيهات بالذكاء الاصطناعي عند أي نشاط غير معتاد",
  "Recorded evidence on demand": "أدلة مسجلة عند الطلب",
  "Tenant Security Management": "إدارة أمن المستأجرين",
  "Each tenant in control of its own space.": "كل مستأجر يتحكم في مساحته.",
  "Separate access groups per tenant": "مجموعات دخول مستقلة لكل مستأجر",
  "Tenant administrator accounts": "حسابات إدارة للمستأجرين",
  "Visitor passes per tenant": "تصاريح زوار لكل مستأجر",
  "Usage reports per floor": "تقارير استخدام لكل طابق",
  "Integrated Safety Systems": "أنظمة سلامة متكاملة",
  "Safety and security working as one.": "السلامة والأمن يعملان كمنظومة واحدة.",
  "Public address and voice evacuation": "النداء الصوتي ورسائل الإخلاء الصوتية",
  "Emergency door release": "فتح الأبواب في الطوارئ",
  "Intruder alarms": "أجهزة الإنذار ضد السرقة",
  "Intelligent Building Technology": "تقنيات المباني الذكية",
  "Security that works with the rest of the building.": "أمن يعمل بتناغم مع بقية أنظمة المبنى.",
  "AI Analytics": "تحليلات بالذكاء الاصطناعي",
  "Video analytics spot tailgating, loitering and unattended items in lobbies and car parks.":
    "ترصد تحليلات الفيديو الدخول خلف شخص مصرح له، والتسكع، والأغراض المتروكة في الردهات والمواقف.",
  "Building Management Integration": "التكامل مع نظام إدارة المبنى",
  "Security linked with HVAC, lighting and elevators: an authorised card can light a floor and call the lift.":
    "أمن مرتبط بالتكييف والإضاءة والمصاعد: يمكن لبطاقة مصرح لها أن تضيء الطابق وتستدعي المصعد.",
  "Cloud-Based Management": "إدارة سحابية",
  "Manage users, doors and cameras across one building or several from a secure web dashboard.":
    "أديروا المستخدمين والأبواب والكاميرات في مبنى واحد أو عدة مبانٍ من لوحة تحكم آمنة على الويب.",
  "A building management dashboard with access and camera status": "لوحة تحكم لإدارة المبنى تعرض حالة الدخول والكاميرات",

  // Home Surveillance
  "Residential Security Experts": "خبراء في أمن المنازل",
  "Peace of Mind for You and Your Family": "راحة بال لكم ولعائلتكم",
  "Your villa or apartment deserves protection that is simple to use. We install indoor and outdoor cameras, smart doorbells and alarms that send alerts to your phone, so you can check on your home from anywhere.":
    "تستحق فيلتكم أو شقتكم حماية سهلة الاستخدام. نركّب كاميرات داخلية وخارجية وأجراس أبواب ذكية وأجهزة إنذار ترسل التنبيهات إلى جوالكم، لتطمئنوا على منزلكم من أي مكان.",
  "24/7 Home Protection": "حماية المنزل على مدار الساعة",
  "Real-Time Mobile Alerts": "تنبيهات فورية على الجوال",
  "Family Safety Assurance": "ضمان سلامة العائلة",
  "Remote Access Anywhere": "وصول عن بُعد من أي مكان",
  "Get Home Security Quote": "اطلب عرض سعر لحماية منزلك",
  "Free Home Assessment": "تقييم مجاني لمنزلك",
  "A modern villa entrance with outdoor security cameras": "مدخل فيلا حديثة بكاميرات مراقبة خارجية",
  "Home Security Challenges": "تحديات أمن المنازل",
  "Every family wants a safe home, and to know it is safe when they are away.":
    "كل عائلة تريد منزلاً آمناً، وأن تطمئن عليه حين تكون بعيدة عنه.",
  "Property Protection": "حماية الممتلكات",
  "Break-ins most often happen when a home is empty, during travel or working hours.":
    "تقع معظم حالات السطو حين يكون المنزل خالياً، في أثناء السفر أو ساعات العمل.",
  "Outdoor cameras, door and window sensors and a loud siren that deter intruders and alert you at once.":
    "كاميرات خارجية، ومستشعرات للأبواب والنوافذ، وصفارة إنذار قوية تردع المتسللين وتنبهكم فوراً.",
  "Remote Monitoring": "المراقبة عن بُعد",
  "At work or abroad, you want to know that everything at home is as it should be.":
    "سواء كنتم في العمل أو في السفر، تريدون أن تطمئنوا إلى أن كل شيء في المنزل على ما يرام.",
  "A mobile app with live view, recordings and alerts, wherever you are.":
    "تطبيق على الجوال للمشاهدة المباشرة والتسجيلات والتنبيهات، أينما كنتم.",
  "Family Safety": "سلامة العائلة",
  "Children, elderly relatives and household staff should all feel safe and looked after at home.":
    "يجب أن يشعر الأطفال وكبار السن من الأقارب والعمالة المنزلية جميعاً بالأمان والرعاية في المنزل.",
  "Cameras only in the shared areas you choose, panic buttons, and alerts when family members arrive home.":
    "كاميرات في المساحات المشتركة التي تختارونها فقط، وأزرار طوارئ، وتنبيهات عند وصول أفراد العائلة إلى المنزل.",
  "Keys get copied and lost, and you cannot always be home to let someone in.":
    "المفاتيح تُنسخ وتضيع، ولا يمكنكم أن تكونوا في المنزل دائماً لفتح الباب لمن يأتي.",
  "Smart locks and a video doorbell that let you see visitors and open the door from your phone.":
    "أقفال ذكية وجرس باب مرئي يتيحان لكم رؤية الزوار وفتح الباب من جوالكم.",
  "Home Security Solutions": "حلول أمن المنازل",
  "Everything a home needs, working together in one app.": "كل ما يحتاجه المنزل، يعمل معاً في تطبيق واحد.",
  "Indoor Cameras": "كاميرات داخلية",
  "Keep an eye on the rooms you choose.": "راقبوا الغرف التي تختارونها.",
  "HD cameras for shared living areas": "كاميرات HD للمساحات المعيشية المشتركة",
  "Two-way audio": "صوت ثنائي الاتجاه",
  "Scheduled privacy mode": "وضع خصوصية وفق جدول زمني",
  "Night vision": "رؤية ليلية",
  "Outdoor Perimeter Security": "حماية المحيط الخارجي للمنزل",
  "Deter intruders before they reach the door.": "اردعوا المتسللين قبل أن يصلوا إلى الباب.",
  "Weatherproof outdoor cameras": "كاميرات خارجية مقاومة للعوامل الجوية",
  "Motion-activated lighting": "إضاءة تعمل بالحركة",
  "Wall and gate sensors": "مستشعرات للأسوار والبوابات",
  "Siren and strobe": "صفارة إنذار وضوء وامض",
  "Smart Doorbell": "جرس الباب الذكي",
  "Answer the door from anywhere.": "ردّوا على الباب من أي مكان.",
  "HD video doorbell": "جرس باب مرئي بدقة HD",
  "Speak with visitors remotely": "التحدث مع الزوار عن بُعد",
  "Visitor history": "سجل الزوار",
  "Smart lock integration": "التكامل مع الأقفال الذكية",
  "Mobile App Integration": "التكامل مع تطبيق الجوال",
  "Your whole home in your pocket.": "منزلكم كله في جيبكم.",
  "Live view from your phone": "مشاهدة مباشرة من جوالكم",
  "Instant push alerts": "إشعارات تنبيه فورية",
  "Remote arming and disarming": "تفعيل الإنذار وإلغاؤه عن بُعد",
  "Shared access for family": "وصول مشترك لأفراد العائلة",
  "Smart Home Security Technology": "تقنيات أمن المنزل الذكي",
  "Modern technology, simple to use, private by default.": "تقنية حديثة، سهلة الاستخدام، تحفظ خصوصيتكم تلقائياً.",
  "AI Detection with Facial Recognition": "رصد بالذكاء الاصطناعي مع التعرف على الوجه",
  "Cameras tell people from pets, cars and swaying trees, and can recognise the family members you enrol, so alerts mean something.":
    "تميّز الكاميرات الأشخاص من الحيوانات الأليفة والسيارات والأشجار المتمايلة، ويمكنها التعرف على أفراد العائلة الذين تسجلونهم، فلا يصلكم تنبيه بلا داعٍ.",
  "Instant Notifications": "إشعارات فورية",
  "An alert with a snapshot reaches your phone as soon as something is detected.": "يصل إلى جوالكم تنبيه مع صورة لحظة رصد أي حركة.",
  "Cloud Storage & Privacy": "التخزين السحابي والخصوصية",
  "Recordings kept in encrypted cloud storage with a local backup, visible only to the people you choose.":
    "تُحفظ التسجيلات في تخزين سحابي مشفّر مع نسخة احتياطية محلية، ولا يطّلع عليها إلا من تختارونهم.",
  "A smartphone showing live home camera views and alerts": "هاتف ذكي يعرض بثاً مباشراً من كاميرات المنزل وتنبيهات",
  "Industrial Security Solutions": "حلول الأمن الصناعي",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./case-studies.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "A regional shopping mall with 180 shops": "مركز تسوق إقليمي يضم 180 متجراً",
  "Al Nakheel": "النخيل",
  "Every entrance and the car park are recorded within identification range, as the camera law asks, and the control room finds an incident by searching its AI events instead of scrolling through hours of video.":
    "تُسجَّل كل المداخل والمواقف ضمن مدى التعرّف كما يشترط نظام كاميرات المراقبة، وتجد غرفة التحكم أي حادثة بالبحث في أحداث الذكاء الاصطناعي بدلاً من مراجعة ساعات من التسجيلات.",
  "A university campus of 45 buildings": "حرم جامعي يضم 45 مبنى",
  "Security staff lock down one building or the whole campus from one console and announce it on the same screen; a lost card stops opening doors the minute it is reported.":
    "يُغلق فريق الأمن مبنى واحداً أو الحرم كله من وحدة تحكم واحدة ويعلن ذلك من الشاشة نفسها، وتتوقف البطاقة المفقودة عن فتح الأبواب فور الإبلاغ عنها.",
  "A new logistics hub": "مركز لوجستي جديد",
  "Second Industrial City": "المدينة الصناعية الثانية",
  "The perimeter and the vehicle gates have run since the first phase: trucks are let in by their plates, and a person at the fence raises an alarm by night as by day. The loading docks follow in the second phase.":
    "يعمل نظام المحيط الخارجي وبوابات المركبات منذ المرحلة الأولى: تدخل الشاحنات بالتعرف على لوحاتها، ويُطلق اقتراب أي شخص من السياج إنذاراً ليلاً ونهاراً. وتليها أرصفة التحميل في المرحلة الثانية.",
  "Commercial Tower Access and Intercom": "التحكم في الدخول والإنتركم لبرج تجاري",
  "A 12-storey commercial tower": "برج تجاري من 12 طابقاً",
  "Al Olaya": "العليا",
  Floors: "طابق",
  Cameras: "كاميرا",
  "Turnstiles and mobile access in the lobby, card readers on every tenant floor, video intercom at the gates and one network for all of it, fitted floor by floor while the tenants stayed open.":
    "بوابات دوارة ودخول بالجوال في الردهة، وقارئات بطاقات في كل طابق للمستأجرين، وإنتركم مرئي عند البوابات، وشبكة واحدة لكل ذلك، رُكّبت طابقاً بعد طابق دون أن يتوقف عمل المستأجرين.",
  "Tenants' staff enter with a card or their phone, visitors are registered at the lobby before they reach a floor, and one control room sees the cameras, doors and intercom together.":
    "يدخل موظفو المستأجرين بالبطاقة أو بالجوال، ويُسجَّل الزوار في الردهة قبل وصولهم إلى أي طابق، وترى غرفة تحكم واحدة الكاميرات والأبواب والإنتركم معاً.",
  "The lobby of a commercial tower with security turnstiles and a reception desk": "ردهة برج تجاري فيها بوابات دوارة أمنية ومكتب استقبال",
  "Private Hospital Security with Privacy": "أمن مستشفى خاص مع صون الخصوصية",
  "A 200-bed private hospital": "مستشفى خاص بسعة 200 سرير",
  "Al Malaz": "الملز",
  "Controlled doors": "باب مُتحكَّم به",
  "Cameras in patient rooms": "كاميرات في غرف المرضى",
  "Cameras at the entrances, reception, emergency department and car park, badge and PIN doors for the pharmacy, records and theatres, and panic alarms at the nurses' stations.":
    "كاميرات عند المداخل والاستقبال وقسم الطوارئ والمواقف، وأبواب بالبطاقة والرمز السري للصيدلية والسجلات الطبية وغرف العمليات، وأزرار طوارئ في محطات التمريض.",
  "Camera positions follow the surveillance-camera law, with none in examination rooms, operating rooms or toilets, and every entry to the pharmacy and records rooms is logged by name.":
    "تتبع مواقع الكاميرات نظام كاميرات المراقبة، فلا كاميرات في غرف الكشف أو غرف العمليات أو دورات المياه، ويُسجَّل كل دخول إلى الصيدلية وغرف السجلات باسم صاحبه.",
  "A hospital corridor with a ceiling camera above the ward doors": "ممر في مستشفى تعلو أبواب أجنحته كاميرا سقفية",
  "Date Farm Thermal Perimeter": "حماية حرارية لمحيط مزرعة نخيل",
  "A 300-hectare date farm": "مزرعة نخيل مساحتها 300 هكتار",
  "Al Kharj": "الخرج",
  "6 km": "6 كم",
  "Wireless links": "وصلة لاسلكية",
  "Thermal cameras along the fence, alarms on the pump houses and stores, and wireless links that carry the video to the farm office and the owner's phone.":
    "كاميرات حرارية على امتداد السياج، وإنذارات في غرف المضخات والمستودعات، ووصلات لاسلكية تنقل الفيديو إلى مكتب المزرعة وجوال المالك.",
  "A person or vehicle at the fence by night reaches the owner's phone as a short clip, and the guards go where the camera shows instead of patrolling the whole fence.":
    "يصل اقتراب أي شخص أو مركبة من السياج ليلاً إلى جوال المالك مقطعاً قصيراً، ويتوجه الحراس إلى حيث تُظهر الكاميرا بدلاً من التجول على طول السياج.",
  "Palm groves at night watched by a thermal camera on a pole": "بساتين نخيل ليلاً تراقبها كاميرا حرارية على عمود",
  "Projects we have delivered and are delivering across the Kingdom: the site, the systems we installed, the scope and what changed for the people who run it.":
    "مشاريع أنجزناها ومشاريع ننفذها في أنحاء المملكة: الموقع، والأنظمة التي ركّبناها، ونطاق العمل، وما تغيّر لمن يديرونه.",
  "Our clients' names stay private until they agree to be named. Every site below can be seen: ask for a reference site visit and we arrange it with the owner, at a time that suits the site.":
    "تبقى أسماء عملائنا طي الكتمان حتى يوافقوا على ذكرها. ويمكن زيارة كل موقع أدناه: اطلبوا زيارة مرجعية وننسقها مع المالك في وقت يناسب الموقع.",
  Sector: "القطاع",
  Location: "الموقع",
  Year: "السنة",
  "Systems installed": "الأنظمة المركّبة",
  Scope: "نطاق العمل",
  Outcome: "النتيجة",
  "Request a reference site visit": "اطلب زيارة مرجعية للموقع",
  Dammam: "الدمام",
  Riyadh: "الرياض",
} satisfies Catalogue;

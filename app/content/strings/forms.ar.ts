import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./forms.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "This address only accepts form submissions.": "هذا الرابط مخصص لاستقبال النماذج المرسلة فقط.",
  "This form has expired. Please check your details and send it again.": "انتهت صلاحية هذا النموذج. يُرجى مراجعة بياناتكم وإرساله مرة أخرى.",
  "Some of the details could not be accepted. Please check them and send the form again.":
    "تعذّر قبول بعض البيانات. يُرجى مراجعتها وإرسال النموذج مرة أخرى.",
  "We could not save your request just now. Please try again in a minute, or call us.":
    "تعذّر علينا حفظ طلبكم الآن. يُرجى المحاولة مرة أخرى بعد دقيقة أو الاتصال بنا.",
  "Please correct the highlighted fields.": "يُرجى تصحيح الحقول المشار إليها.",
  "We could not reach the server. Please check your connection and send the form again, or call us.":
    "تعذّر الاتصال بالخادم. يُرجى التحقق من اتصالكم بالإنترنت وإرسال النموذج مرة أخرى، أو الاتصال بنا.",
  "Sending...": "جارٍ الإرسال...",
  "Your reference:": "رقمكم المرجعي:",
  "Leave this field empty": "اترك هذا الحقل فارغاً",
  "Almost done: please confirm with the link we just emailed you.":
    "بقيت خطوة واحدة: يُرجى التأكيد عبر الرابط الذي أرسلناه للتو إلى بريدكم الإلكتروني.",
  Newsletter: "النشرة البريدية",
  "Security news and offers, at most once a month. We email you a link to confirm your subscription.":
    "أخبار أمنية وعروض، مرة واحدة في الشهر على الأكثر. نرسل إليكم رابطاً عبر البريد الإلكتروني لتأكيد اشتراككم.",
  "Check your inbox": "تفقّدوا بريدكم الوارد",
  "Please quote this reference if you call or write to us about this request.":
    "يُرجى ذكر هذا الرقم المرجعي عند الاتصال بنا أو مراسلتنا بخصوص هذا الطلب.",
  "Send another message": "أرسل رسالة أخرى",
  "Request another quote": "اطلب عرض سعر آخر",
  "Back to the newsletter": "العودة إلى النشرة البريدية",
  "Book another survey": "احجز معاينة أخرى",
  "Request your quote": "اطلب عرض السعر",
  "Fields marked with * are required. Give us an email address or a phone number, whichever suits you.":
    "الحقول المشار إليها بعلامة * إلزامية. زوّدونا بالبريد الإلكتروني أو رقم الجوال، أيهما يناسبكم.",
  "Full Name": "الاسم الكامل",
  "Email Address": "البريد الإلكتروني",
  "Phone Number": "رقم الجوال",
  Company: "الشركة",
  "Building Type": "نوع المبنى",
  "What is it about?": "ما موضوع طلبكم؟",
  "Choose a topic": "اختر الموضوع",
  Message: "الرسالة",
  "Your site, what you need to protect, and any timing we should know": "موقعكم، وما تحتاجون إلى حمايته، وأي مواعيد ينبغي أن نعرفها",
  "Request Quote": "اطلب عرض سعر",
  "Your configuration": "مكوّنات نظامكم",
  "From the security configurator. Our estimate from our current price list:":
    "من أداة تصميم النظام الأمني. السعر التقديري وفق قائمة أسعارنا الحالية:",
  "Your answers from the CCTV-law checker are attached to this request:":
    "أُرفقت بهذا الطلب إجاباتكم في أداة التحقق من نظام كاميرات المراقبة:",
  "A draft from the CCTV-law checker: one camera per required position. Our estimate from our current price list:":
    "مسودة من أداة التحقق من نظام كاميرات المراقبة: كاميرا واحدة لكل موقع إلزامي. السعر التقديري وفق قائمة أسعارنا الحالية:",
  Item: "البند",
  Quantity: "الكمية",
  "Unit price": "سعر الوحدة",
  Subtotal: "المجموع الفرعي",
  "Estimated total": "الإجمالي التقديري",
  "Change the configuration": "عدّل مكوّنات النظام",
  "Request received": "استلمنا طلبكم",
  "What happens next": "الخطوات التالية",
  "We review your request and call or email you within 24 hours.": "نراجع طلبكم ونتواصل معكم هاتفياً أو عبر البريد الإلكتروني خلال 24 ساعة.",
  "A free consultation and site survey, at a time that suits you.": "استشارة ومعاينة ميدانية مجانيتان في الوقت الذي يناسبكم.",
  "Your official quote, with design, equipment and installation.": "عرض السعر الرسمي شاملاً التصميم والأجهزة والتركيب.",
  "Included with every quote": "ما يشمله كل عرض سعر",
  "I agree to the ": "أوافق على ",
  // Between the two links; a lone "and" is taken for an id by the catalogue check (app/i18n/catalogue.ts).
  " and ": " و",
  "privacy policy": "سياسة الخصوصية",
  "terms of service": "شروط الخدمة",
  "Please give an email address or a phone number so we can reach you.":
    "يُرجى كتابة البريد الإلكتروني أو رقم الجوال لنتمكن من التواصل معكم.",
  "Please choose a building type from the list.": "يُرجى اختيار نوع المبنى من القائمة.",
  "Please choose a topic from the list.": "يُرجى اختيار الموضوع من القائمة.",
  "Quantities are whole numbers from 0 to 10,000.": "الكميات أعداد صحيحة من 0 إلى 10,000.",
  "The answers from the CCTV-law checker could not be read. Please open the checker's result again.":
    "تعذّرت قراءة الإجابات الواردة من أداة التحقق من نظام كاميرات المراقبة. يُرجى فتح نتيجة الأداة مرة أخرى.",
  "The project you would like to visit, from our case studies:": "المشروع الذي تودون زيارته من دراسات الحالة لدينا:",
  "The project to visit could not be found. Please choose it again on the case studies page.":
    "تعذّر العثور على المشروع المطلوب زيارته. يُرجى اختياره مرة أخرى من صفحة دراسات الحالة.",
  "You have sent this form too many times. Please try again in {seconds} seconds, or call us.":
    "لقد أرسلتم هذا النموذج مرات كثيرة. يُرجى المحاولة مرة أخرى بعد {seconds} ثانية، أو الاتصال بنا.",
  "You have sent this form too many times. Please try again in {minutes} minutes, or call us.":
    "لقد أرسلتم هذا النموذج مرات كثيرة. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة، أو الاتصال بنا.",
  "The form sent fields we do not accept: {names}.": "أرسل النموذج حقولاً لا نقبلها: {names}.",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./consent.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "I agree to the privacy policy and terms of service": "أوافق على سياسة الخصوصية وشروط الخدمة",
  "Also send me occasional security news and offers. Optional: you can opt out at any time.":
    "أرغب أيضاً في تلقي أخبار وعروض أمنية من حين لآخر. هذا اختياري، ويمكنكم إلغاء الاشتراك في أي وقت.",
  "Subscribe to security news and offers by email, at most once a month; confirmed by the link we email":
    "الاشتراك في الأخبار والعروض الأمنية عبر البريد الإلكتروني، مرة واحدة في الشهر على الأكثر، ويجري تأكيد الاشتراك عبر الرابط الذي نرسله بالبريد الإلكتروني",
  "How we use your details": "كيف نستخدم بياناتكم",
  "Who collects them": "من يجمعها",
  "{company}, Riyadh, Saudi Arabia ({email}).": "{company}، الرياض، المملكة العربية السعودية ({email}).",
  Why: "لماذا",
  "To answer this request: call or email you, prepare a quote, arrange a survey. Legal basis: your consent.":
    "للرد على هذا الطلب: الاتصال بكم أو مراسلتكم، وإعداد عرض السعر، وترتيب المعاينة. الأساس النظامي: موافقتكم.",
  "Who receives them": "من يتلقاها",
  "Our sales and support staff, and the email and customer-management services that handle requests for us.":
    "فريقا المبيعات والدعم لدينا، وخدمات البريد الإلكتروني وإدارة العملاء التي تعالج الطلبات نيابة عنا.",
  "Outside Saudi Arabia": "خارج المملكة العربية السعودية",
  "Only if one of those services processes them abroad, with the safeguards the PDPL requires.":
    "فقط إذا عالجتها إحدى تلك الخدمات خارج المملكة، مع الضمانات التي يشترطها نظام حماية البيانات الشخصية.",
  "If you do not give them": "إذا لم تقدموها",
  "Without a name and a way to reach you we cannot answer; other fields are optional.":
    "لا يمكننا الرد دون اسم ووسيلة للتواصل معكم، وبقية الحقول اختيارية.",
  "Your rights": "حقوقكم",
  "To be informed, to see, copy, correct or delete your data, and to withdraw consent: write to {email}.":
    "الحق في العلم بمعالجة بياناتكم والاطلاع عليها ونسخها وتصحيحها وحذفها، وسحب الموافقة: راسلونا على {email}.",
  "Read the full privacy notice": "اقرأ إشعار الخصوصية كاملاً",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./consent.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "I agree to the privacy policy and terms of service": "أوافق على سياسة الخصوصية وشروط الخدمة",
  "Also send me occasional security news and offers. Optional: you can opt out at any time.":
    "أرغب أيضاً في تلقي أخبار وعروض أمنية من حين لآخر. هذا اختياري، ويمكنكم إلغاء الاشتراك في أي وقت.",
  "Subscribe to security news and offers by email, at most once a month; confirmed by the link we email":
    "الاشتراك في الأخبار والعروض الأمنية عبر البريد الإلكتروني، مرة واحدة في الشهر على الأكثر، ويجري تأكيد الاشتراك عبر الرابط الذي نرسله بالبريد الإلكتروني",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./newsletter.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "You can subscribe again at any time with the newsletter box at the bottom of every page.":
    "يمكنكم الاشتراك مجدداً في أي وقت من خانة النشرة البريدية أسفل كل صفحة.",
  "Subscription confirmed": "تم تأكيد اشتراككم",
  "Thank you. You will receive our security news and offers, at most once a month. Every mail has a link to unsubscribe with one click.":
    "شكراً لكم. ستصلكم أخبارنا الأمنية وعروضنا مرة واحدة في الشهر على الأكثر، وفي كل رسالة رابط لإلغاء الاشتراك بنقرة واحدة.",
  "This link has already been used": "سبق استخدام هذا الرابط",
  "Each confirmation link works only once. If you already confirmed your subscription, there is nothing more to do.":
    "يعمل رابط التأكيد مرة واحدة فقط. إذا كنتم قد أكدتم اشتراككم من قبل، فلا حاجة إلى أي إجراء آخر.",
  "This link has expired": "انتهت صلاحية هذا الرابط",
  "Confirmation links are valid for 7 days. Nothing was subscribed.": "روابط التأكيد صالحة لمدة 7 أيام. لم يُسجَّل أي اشتراك.",
  "This link is not valid": "هذا الرابط غير صالح",
  "The confirmation link is incomplete or unknown. Check that you opened the whole link from the mail. Nothing was subscribed.":
    "رابط التأكيد غير مكتمل أو غير معروف. تأكدوا من فتح الرابط كاملاً من الرسالة. لم يُسجَّل أي اشتراك.",
  "You are unsubscribed": "أُلغي اشتراككم",
  "You will receive no more newsletter mails from us. Nothing else is needed.":
    "لن تصلكم رسائل النشرة البريدية منا بعد الآن، ولا حاجة إلى أي إجراء آخر.",
  "This unsubscribe link is not valid": "رابط إلغاء الاشتراك هذا غير صالح",
  "The link is incomplete or no longer matches a subscription. Check that you opened the whole link from the mail, or write to us and we will remove your address.":
    "الرابط غير مكتمل أو لم يعد مرتبطاً بأي اشتراك. تأكدوا من فتح الرابط كاملاً من الرسالة، أو راسلونا وسنحذف عنوانكم.",
} satisfies Catalogue;

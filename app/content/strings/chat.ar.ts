import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./chat.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Open chat with our support assistant": "افتح المحادثة مع مساعد الدعم",
  "Close chat": "أغلق المحادثة",
  Online: "متصل الآن",
  "Quick questions": "أسئلة سريعة",
  "Type your message": "اكتب رسالتك",
  "Type your message...": "اكتب رسالتك...",
  "Send message": "أرسل الرسالة",
  "Support assistant is typing": "مساعد الدعم يكتب الآن",
  You: "أنت",
  "Loading chat...": "جارٍ تحميل المحادثة...",
} satisfies Catalogue;

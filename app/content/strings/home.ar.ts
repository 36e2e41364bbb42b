import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./home.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Service Interested In": "الخدمة المطلوبة",
  "Select a service": "اختر الخدمة",
  "Tell us about your site and what you need to protect": "أخبرونا عن موقعكم وما تحتاجون إلى حمايته",
  "I agree to the privacy policy and terms of service": "أوافق على سياسة الخصوصية وشروط الخدمة",
  "Send Message": "أرسل الرسالة",
  "Thank you!": "شكراً لكم!",
  "Your message is with our team. We reply within 2 hours in business hours.": "وصلت رسالتكم إلى فريقنا، وسنرد خلال ساعتين في أوقات العمل.",
  "Please enter your full name.": "يُرجى كتابة الاسم الكامل.",
  "Please keep your name under 100 characters.": "يُرجى ألا يتجاوز الاسم 100 حرف.",
  "Please enter your email address.": "يُرجى كتابة البريد الإلكتروني.",
  "Please enter a valid email address, like name@company.com.": "يُرجى كتابة بريد إلكتروني صحيح، مثل name@company.com.",
  "Please use an email address under 254 characters.": "يُرجى استخدام بريد إلكتروني لا يتجاوز 254 حرفاً.",
  "Please keep the company name under 200 characters.": "يُرجى ألا يتجاوز اسم الشركة 200 حرف.",
  "Please enter a valid phone number, like +966 50 123 4567 or 050 123 4567.":
    "يُرجى كتابة رقم جوال صحيح، مثل \u2066+966 50 123 4567\u2069 أو \u2066050 123 4567\u2069.",
  "Please choose a service from the list.": "يُرجى اختيار الخدمة من القائمة.",
  "Please keep your message under 5,000 characters.": "يُرجى ألا تتجاوز الرسالة 5,000 حرف.",
  "Please agree to the privacy policy and terms of service.": "يُرجى الموافقة على سياسة الخصوصية وشروط الخدمة.",
  // Until issue 24 these came from the lead forms' catalogue (now content/messages), word for word.
  "Phone Number": "رقم الجوال",
  Message: "الرسالة",
  "Sending...": "جارٍ الإرسال...",
  "Please correct the highlighted fields.": "يُرجى تصحيح الحقول المشار إليها.",
  "Send another message": "أرسل رسالة أخرى",
  // Labels the site survey's catalogue gave this module before it moved to content/texts/site-survey.yaml.
  "Full Name": "الاسم الكامل",
  "Email Address": "البريد الإلكتروني",
  Company: "الشركة",
} satisfies Catalogue;

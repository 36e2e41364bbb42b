// Arabic for ./mails.ts, keyed by its exact English text (docs/decisions/115, 117).
export default {
  "Hello,": "مرحباً،",
  "{time} (Riyadh)": "{time} (بتوقيت الرياض)",
  "We received your message ({reference})": "استلمنا رسالتكم ({reference})",
  "Thank you for contacting {company}. We received your message on {date}.": "شكراً لتواصلكم مع {company}. استلمنا رسالتكم في {date}.",
  "We received your quote request ({reference})": "استلمنا طلب عرض السعر ({reference})",
  "Thank you for contacting {company}. We received your quote request on {date}.":
    "شكراً لتواصلكم مع {company}. استلمنا طلب عرض السعر في {date}.",
  "Your reference is {reference}. Our team will reply within {hours} hours.":
    "رقمكم المرجعي هو {reference}. سيرد عليكم فريقنا خلال {hours} ساعة.",
  "If you did not send this request, you can ignore this mail.": "إذا لم تكونوا قد أرسلتم هذا الطلب، يمكنكم تجاهل هذه الرسالة.",
  "Your site survey is booked ({reference})": "تم حجز المعاينة الميدانية ({reference})",
  "Your site survey is moved ({reference})": "تم تغيير موعد المعاينة الميدانية ({reference})",
  "Your site survey is cancelled ({reference})": "تم إلغاء المعاينة الميدانية ({reference})",
  "Thank you for booking a free site survey with {company}. An engineer will visit on {when}.":
    "شكراً لحجزكم المعاينة الميدانية المجانية مع {company}. سيزوركم أحد مهندسينا في {when}.",
  "Your site survey with {company} on {when} is cancelled.": "تم إلغاء المعاينة الميدانية مع {company} في {when}.",
  "{day}, {window} (Riyadh time)": "{day}، {window} (بتوقيت الرياض)",
  "Your reference is {reference}.": "رقمكم المرجعي هو {reference}.",
  "To move or cancel the visit, open this link (it works once; every change sends you a new one):":
    "لتغيير موعد الزيارة أو إلغائها، افتحوا هذا الرابط (يعمل مرة واحدة، ومع كل تغيير نرسل إليكم رابطاً جديداً):",
  "Questions before the visit? Message our team on WhatsApp:": "هل لديكم أسئلة قبل الزيارة؟ راسلوا فريقنا عبر واتساب:",
  "The attached invitation adds the visit to your calendar.": "تضيف الدعوة المرفقة موعد الزيارة إلى تقويمكم.",
  "If you did not book this survey, you can ignore this mail.": "إذا لم تكونوا قد حجزتم هذه المعاينة، يمكنكم تجاهل هذه الرسالة.",
  "Site survey by {company}": "معاينة ميدانية من {company}",
  "Free security site survey. Reference {reference}.": "معاينة ميدانية أمنية مجانية. الرقم المرجعي {reference}.",
  "Please confirm your subscription to {company} news": "يُرجى تأكيد اشتراككم في النشرة البريدية من {company}",
  "Please confirm that you want to receive security news and offers from {company}, at most once a month.":
    "يُرجى تأكيد رغبتكم في تلقي الأخبار الأمنية والعروض من {company}، مرة واحدة في الشهر على الأكثر.",
  "The link works once and for {days} days. If you did not ask for this, ignore this mail: you will not be subscribed.":
    "يعمل الرابط مرة واحدة ولمدة {days} أيام. إذا لم تطلبوا ذلك، تجاهلوا هذه الرسالة ولن يُسجَّل اشتراككم.",
  "Confirm my subscription": "تأكيد اشتراكي",
  "Or open this address:": "أو افتحوا هذا العنوان:",
  "You receive this because {email} was entered in the newsletter form of {company}.":
    "تصلكم هذه الرسالة لأن العنوان {email} أُدخل في نموذج النشرة البريدية لدى {company}.",
  Unsubscribe: "إلغاء الاشتراك",
};

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./site-survey.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Book your free site survey": "احجزوا معاينتكم الميدانية المجانية",
  "Choose a two-hour window, Sunday to Thursday, Riyadh time. An engineer visits, measures and photographs the site, and your quote is built on what we find. Fields marked with * are required.":
    "اختاروا فترة مدتها ساعتان، من الأحد إلى الخميس، بتوقيت الرياض. يزور المهندس موقعكم فيأخذ القياسات ويلتقط الصور، ونبني عرض السعر على ما نجده. الحقول المشار إليها بعلامة * إلزامية.",
  "What happens at the survey": "ماذا يحدث أثناء المعاينة",
  "An engineer arrives within the window you chose and calls you 30 minutes before.":
    "يصل المهندس خلال الفترة التي اخترتموها، ويتصل بكم قبل 30 دقيقة من وصوله.",
  "About an hour on site: entrances, cable routes, lighting, and where cameras and readers should go.":
    "نحو ساعة في الموقع: المداخل، ومسارات الكابلات، والإضاءة، والأماكن المناسبة للكاميرات وقارئات الدخول.",
  "Your official quote follows within 24 hours of the visit.": "يصلكم عرض السعر الرسمي خلال 24 ساعة من الزيارة.",
  "The survey is free and you are under no obligation.": "المعاينة مجانية ودون أي التزام عليكم.",
  "Your building type from the camera-law check is filled in.": "أضفنا نوع المبنى من أداة التحقق من نظام كاميرات المراقبة.",
  "Your building type from your quote request is filled in.": "أضفنا نوع المبنى من طلب عرض السعر الخاص بكم.",
  "Date and time (Riyadh time)": "التاريخ والوقت (بتوقيت الرياض)",
  "Two-hour windows from the next working day to 30 days ahead. Full windows cannot be chosen.":
    "فترات مدة كل منها ساعتان، من يوم العمل التالي وحتى 30 يوماً من اليوم. لا يمكن اختيار الفترات المكتملة.",
  "Day of the survey": "يوم المعاينة",
  "No windows are open at the moment. Please call us to arrange a visit.":
    "لا توجد فترات متاحة حالياً. يرجى الاتصال بنا لترتيب موعد الزيارة.",
  "Full Name": "الاسم الكامل",
  "Phone or WhatsApp": "رقم الهاتف أو واتساب",
  "Email Address": "البريد الإلكتروني",
  "Building Type": "نوع المبنى",
  "Area of Riyadh, or city": "الحي في الرياض، أو المدينة",
  "For example Al Olaya, Al Malqa, or Jeddah.": "مثل: العليا، أو الملقا، أو جدة.",
  "National short address (optional)": "العنوان الوطني المختصر (اختياري)",
  "4 letters and 4 digits, like RRRD2929, from your Saudi national address.": "4 أحرف و4 أرقام، مثل RRRD2929، من عنوانكم الوطني.",
  "Book the survey": "احجز المعاينة",
  // A plain word, which the catalogue check takes for an id (app/i18n/catalogue.ts), so it is listed by hand.
  full: "مكتملة",
  "Please choose a date and time for the survey.": "يرجى اختيار تاريخ المعاينة ووقتها.",
  "Please choose one of the windows listed.": "يرجى اختيار إحدى الفترات المعروضة.",
  "We do not visit on Fridays and Saturdays. Please choose a day from Sunday to Thursday.":
    "لا نجري زيارات يومي الجمعة والسبت. يرجى اختيار يوم من الأحد إلى الخميس.",
  "That day is a public holiday. Please choose another day.": "هذا اليوم عطلة رسمية. يرجى اختيار يوم آخر.",
  "That window is too soon: we need at least until the next working day. Please choose a later one.":
    "هذه الفترة قريبة جداً: نحتاج إلى مهلة حتى يوم العمل التالي على الأقل. يرجى اختيار فترة لاحقة.",
  "We book up to 30 days ahead. Please choose an earlier window.": "نقبل الحجز حتى 30 يوماً مقدماً. يرجى اختيار فترة أقرب.",
  "We do not offer a window at that time. Please choose one of the windows listed.":
    "لا نوفر فترة في هذا الوقت. يرجى اختيار إحدى الفترات المعروضة.",
  "Sorry, that window has just been fully booked. Please choose another one.": "عذراً، اكتمل حجز هذه الفترة للتو. يرجى اختيار فترة أخرى.",
  "Please enter a phone or WhatsApp number so the engineer can reach you.": "يرجى إدخال رقم هاتف أو واتساب ليتمكن المهندس من التواصل معكم.",
  "Please tell us the area of Riyadh or the city of the site.": "يرجى تحديد الحي في الرياض أو المدينة التي يقع فيها الموقع.",
  "Please keep the area under 100 characters.": "يرجى ألا يتجاوز اسم الحي 100 حرف.",
  "A short address is 4 letters and 4 digits, like RRRD2929.": "يتكون العنوان المختصر من 4 أحرف و4 أرقام، مثل RRRD2929.",
  "You already have an upcoming site survey booked with us, and we book one at a time per person. To change it, use the move or cancel link in the email that confirmed it, or call us on {phone}.":
    "لديكم بالفعل معاينة ميدانية قادمة محجوزة لدينا، ولا نحجز للشخص الواحد إلا معاينة واحدة في كل مرة. لتغييرها، استخدموا رابط النقل أو الإلغاء في رسالة البريد الإلكتروني التي أكدت الحجز، أو اتصلوا بنا على {phone}.",
  "You already have {count} upcoming site surveys booked with us, the most we book for one person. To move one, use the move or cancel link in the email that confirmed it, or call us on {phone}.":
    "لديكم بالفعل {count} من المعاينات الميدانية القادمة المحجوزة لدينا، وهو الحد الأقصى للشخص الواحد. لنقل إحداها، استخدموا رابط النقل أو الإلغاء في رسالة البريد الإلكتروني التي أكدت الحجز، أو اتصلوا بنا على {phone}.",
  "A site survey is already booked from your connection, and we book one at a time per connection. To change it, use the move or cancel link in the email that confirmed it, or call us on {phone}.":
    "توجد بالفعل معاينة ميدانية قادمة محجوزة من اتصالكم هذا، ولا نحجز للاتصال الواحد إلا معاينة واحدة في كل مرة. لتغييرها، استخدموا رابط النقل أو الإلغاء في رسالة البريد الإلكتروني التي أكدت الحجز، أو اتصلوا بنا على {phone}.",
  "{count} upcoming site surveys are already booked from your connection, the most we book from one. To move one, use the move or cancel link in the email that confirmed it, or call us on {phone}.":
    "توجد بالفعل {count} من المعاينات الميدانية القادمة المحجوزة من اتصالكم هذا، وهو الحد الأقصى للاتصال الواحد. لنقل إحداها، استخدموا رابط النقل أو الإلغاء في رسالة البريد الإلكتروني التي أكدت الحجز، أو اتصلوا بنا على {phone}.",
  "Site survey booked": "تم حجز المعاينة الميدانية",
  "Your site survey is booked. We have emailed you the details with a calendar invitation and a link to change or cancel.":
    "تم حجز معاينتكم الميدانية، وأرسلنا إلى بريدكم الإلكتروني التفاصيل مع دعوة تقويم ورابط لتغيير الموعد أو إلغائه.",
  "Book another survey": "احجز معاينة أخرى",
  "Add the invitation from our email to your calendar.": "أضيفوا الدعوة المرفقة برسالتنا إلى تقويمكم.",
  "An engineer calls you 30 minutes before the visit.": "يتصل بكم المهندس قبل 30 دقيقة من موعد الزيارة.",
  "Your official quote follows within 24 hours of the survey.": "يصلكم عرض السعر الرسمي خلال 24 ساعة من المعاينة.",
  "Your site survey": "معاينتكم الميدانية",
  "Change or cancel your site survey": "تغيير موعد المعاينة الميدانية أو إلغاؤها",
  "Booked for": "موعد الزيارة",
  Reference: "الرقم المرجعي",
  "Cancel the survey": "إلغاء المعاينة",
  "The window is released for someone else. You can book again at any time.": "ستصبح الفترة متاحة لغيركم، ويمكنكم الحجز مجدداً في أي وقت.",
  "Move to another window": "نقل الموعد إلى فترة أخرى",
  "Move the survey": "تغيير موعد المعاينة",
  "Your site survey is moved to {when}. We have emailed you a new invitation.":
    "تم نقل معاينتكم الميدانية إلى {when}، وأرسلنا إليكم دعوة تقويم جديدة.",
  "Your site survey is cancelled. We have let our team know.": "تم إلغاء معاينتكم الميدانية، وأبلغنا فريقنا بذلك.",
  "This survey is already cancelled.": "سبق إلغاء هذه المعاينة.",
  "This link is not valid. Please use the link from your most recent email, or call us.":
    "هذا الرابط غير صالح. يرجى استخدام الرابط الوارد في أحدث رسالة بريد إلكتروني منا، أو الاتصال بنا.",
  "This link has already been used. Please use the link from your most recent email, or call us.":
    "سبق استخدام هذا الرابط. يرجى استخدام الرابط الوارد في أحدث رسالة بريد إلكتروني منا، أو الاتصال بنا.",
  "The time of this survey has come, so it can no longer be moved or cancelled here. Please call us on {phone}.":
    "حان موعد هذه المعاينة، فلم يعد بالإمكان نقلها أو إلغاؤها من هنا. يرجى الاتصال بنا على {phone}.",
  "Book a new survey": "احجز معاينة جديدة",
  "Book the site survey": "احجز المعاينة",
} satisfies Catalogue;

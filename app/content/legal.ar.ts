import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./legal.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "24 November 2026": "24 نوفمبر 2026 (14 جمادى الآخرة 1448هـ)",
  "Who we are": "من نحن",
  "{company}, Riyadh, Saudi Arabia, is the controller of the personal data you give us on this website. For anything about your data, write to {email} or call {phone}.":
    "{company}، الرياض، المملكة العربية السعودية، هي جهة التحكم في البيانات الشخصية التي تقدمونها لنا عبر هذا الموقع. لأي أمر يتعلق ببياناتكم، راسلونا على {email} أو اتصلوا بنا على {phone}.",
  "What we collect": "البيانات التي نجمعها",
  "What you type into our forms: your name, email address, phone number, company, the service or topic you ask about, your message, and for quotes the building type and equipment you chose.":
    "ما تدخلونه في نماذجنا: الاسم، والبريد الإلكتروني، ورقم الهاتف، واسم الشركة، والخدمة أو الموضوع الذي تستفسرون عنه، ونص رسالتكم، وفي طلبات عروض الأسعار: نوع المبنى والأجهزة التي اخترتموها.",
  "The page you sent the form from, the time, and the wording and version of the consent you gave.":
    "الصفحة التي أرسلتم منها النموذج، ووقت الإرسال، ونص الموافقة التي قدمتموها وإصدارها.",
  "A one-way, salted fingerprint of your internet address, used only to stop spam and abuse. We do not store the address itself.":
    "بصمة رقمية أحادية الاتجاه، معززة بقيمة عشوائية (salt)، لعنوان الإنترنت (IP) الخاص بكم، نستخدمها فقط لمنع الرسائل المزعجة وإساءة الاستخدام. ولا نخزن العنوان نفسه.",
  "For the newsletter: your email address and whether you confirmed or unsubscribed.":
    "للنشرة البريدية: بريدكم الإلكتروني، وما إذا كنتم قد أكدتم الاشتراك أو ألغيتموه.",
  "Whether you ticked the optional box to receive news and offers.": "ما إذا كنتم قد حددتم المربع الاختياري لتلقي الأخبار والعروض.",
  "How we collect it": "كيف نجمعها",
  "Only from you, through the forms on this website (contact, quote request, configurator and newsletter), when you send them. Each form shows a short notice beside its consent box. We buy no lists and collect nothing from other sources.":
    "منكم فقط، عبر النماذج الموجودة في هذا الموقع (التواصل، وطلب عرض السعر، وأداة تصميم النظام، والنشرة البريدية)، عند إرسالكم لها. ويعرض كل نموذج إشعاراً مختصراً بجوار مربع الموافقة. ولا نشتري أي قوائم بيانات، ولا نجمع أي بيانات من مصادر أخرى.",
  "Why we use it": "لماذا نستخدمها",
  "To answer your request: contact you, prepare your quote, arrange a site survey or support.":
    "للرد على طلبكم: التواصل معكم، أو إعداد عرض السعر، أو ترتيب معاينة ميدانية أو تقديم الدعم.",
  "To send you news and offers, only if you ticked the optional box on a form or confirmed a newsletter subscription by the link we email you (PDPL Art. 25). Every such message tells you how to stop them.":
    "لإرسال الأخبار والعروض إليكم، وذلك فقط إذا حددتم المربع الاختياري في أحد النماذج أو أكدتم الاشتراك في النشرة البريدية عبر الرابط الذي نرسله إلى بريدكم الإلكتروني (المادة 25 من نظام حماية البيانات الشخصية). وتوضح كل رسالة من هذه الرسائل كيفية إيقافها.",
  "To protect the website against spam and abuse.": "لحماية الموقع من الرسائل المزعجة وإساءة الاستخدام.",
  "We use your data on the basis of the consent you give when you send a form, and we do not sell it or use it for any other purpose. If you do not give your name and a way to reach you, we cannot answer your request; every other field is optional.":
    "نستخدم بياناتكم استناداً إلى الموافقة التي تقدمونها عند إرسال النموذج، ولا نبيعها ولا نستخدمها لأي غرض آخر. وإذا لم تقدموا اسمكم ووسيلة للتواصل معكم، فلن نتمكن من الرد على طلبكم؛ أما بقية الحقول فاختيارية.",
  "Who sees it": "من يطلع عليها",
  "Our sales and support staff, and the email and customer-management services we use to handle your request, bound to keep it confidential. We share nothing with anyone else unless a Saudi authority lawfully requires it. If your data is ever processed outside the Kingdom, it is only as the PDPL and its regulations allow.":
    "موظفو المبيعات والدعم لدينا، وخدمات البريد الإلكتروني وإدارة علاقات العملاء التي نستخدمها لمعالجة طلبكم، وجميعهم ملزمون بالحفاظ على سريتها. ولا نشاركها مع أي جهة أخرى ما لم تطلبها جهة سعودية مختصة وفقاً للأنظمة. وإذا عولجت بياناتكم خارج المملكة في أي وقت، فلا يكون ذلك إلا وفق ما يسمح به نظام حماية البيانات الشخصية ولوائحه.",
  "How we process and store it": "كيف نعالجها ونخزنها",
  "Your request is stored in our lead database and sent to our sales team by email and to our customer-management system. Only the staff who handle requests can read it, over encrypted connections.":
    "نحفظ طلبكم في قاعدة بيانات الطلبات لدينا، ونرسله إلى فريق المبيعات عبر البريد الإلكتروني وإلى نظام إدارة علاقات العملاء. ولا يطلع عليه إلا الموظفون الذين يتولون معالجة الطلبات، عبر اتصالات مشفرة.",
  "How long we keep it": "مدة الاحتفاظ بها",
  "We destroy form submissions 730 days (two years) after we receive them, sooner if you ask: they are deleted from our database, and exports are deleted once used. Newsletter subscriptions last until you unsubscribe; an unconfirmed subscription is never used.":
    "نتلف البيانات المرسلة عبر النماذج بعد 730 يوماً (سنتين) من استلامها، أو قبل ذلك إذا طلبتم: فنحذفها من قاعدة بياناتنا، ونحذف النسخ المصدرة منها فور الانتهاء من استخدامها. ويستمر الاشتراك في النشرة البريدية حتى تلغوه، ولا نستخدم أبداً أي اشتراك غير مؤكد.",
  "Your rights": "حقوقكم",
  "To be told how we collect and use your data (this notice).": "الحق في العلم بكيفية جمعنا لبياناتكم واستخدامنا لها (هذا الإشعار).",
  "To see the data we hold about you and receive a copy of it.": "الحق في الاطلاع على البيانات التي نحتفظ بها عنكم والحصول على نسخة منها.",
  "To have it corrected or completed.": "الحق في تصحيحها أو استكمالها.",
  "To have it destroyed when we no longer need it, or when you ask.": "الحق في إتلافها عند انتهاء حاجتنا إليها، أو عند طلبكم ذلك.",
  "To withdraw your consent at any time.": "الحق في سحب موافقتكم في أي وقت.",
  "To complain to the Saudi Data & AI Authority (SDAIA) if you believe we mishandled it.":
    "الحق في تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) إذا رأيتم أننا أسأنا التعامل مع بياناتكم.",
  "To use any of these rights, write to {email} from the address you used, or call {phone}. We answer within 30 days (at most 30 more if we must, and then we tell you why).":
    "لممارسة أي من هذه الحقوق، راسلونا على {email} من العنوان الذي استخدمتموه، أو اتصلوا بنا على {phone}. ونرد خلال 30 يوماً (وقد نمددها 30 يوماً أخرى على الأكثر إذا اقتضت الضرورة، ونبين لكم حينها السبب).",
  "Withdrawing consent": "سحب الموافقة",
  "Every newsletter email has a one-click unsubscribe link. To stop news and offers you agreed to on a form, or to withdraw consent for a contact or quote request, write to {email}: we stop using and delete your data, except what the law requires us to keep.":
    "تتضمن كل رسالة من النشرة البريدية رابطاً لإلغاء الاشتراك بنقرة واحدة. ولإيقاف الأخبار والعروض التي وافقتم عليها في أحد النماذج، أو لسحب موافقتكم على طلب تواصل أو طلب عرض سعر، راسلونا على {email}: وسنتوقف عن استخدام بياناتكم ونحذفها، باستثناء ما تلزمنا الأنظمة بالاحتفاظ به.",
  Cookies: "ملفات تعريف الارتباط",
  "This website sets no cookies and uses no third-party tracking or advertising.":
    "لا يضع هذا الموقع أي ملفات تعريف ارتباط، ولا يستخدم أي أدوات تتبع أو إعلانات تابعة لأطراف خارجية.",
  "How we protect it": "كيف نحميها",
  "Encrypted connections, access limited to the staff who need it, and the same security engineering we install for our clients.":
    "اتصالات مشفرة، وصلاحيات وصول مقصورة على الموظفين الذين يحتاجون إليها، والهندسة الأمنية نفسها التي نعتمدها في الأنظمة التي نركبها لعملائنا.",
  "21 November 2026": "21 نوفمبر 2026 (11 جمادى الآخرة 1448هـ)",
  "Using this website": "استخدام هذا الموقع",
  "This website presents the services of {company}. You may use it to learn about our services and to contact us. Please do not misuse it, for example by sending automated or misleading submissions.":
    "يعرض هذا الموقع خدمات {company}. ويمكنكم استخدامه للتعرف على خدماتنا والتواصل معنا. ونرجو عدم إساءة استخدامه، كإرسال طلبات آلية أو مضللة.",
  "Estimates and quotes": "الأسعار التقديرية وعروض الأسعار",
  "Prices and totals shown on this website, including the security configurator, are estimates in Saudi riyals (SAR) or US dollars as marked. An official quote follows a consultation or site survey and is binding only when we confirm it in writing.":
    "الأسعار والمبالغ الإجمالية المعروضة في هذا الموقع، بما فيها أداة تصميم النظام الأمني، أسعار تقديرية بالريال السعودي (ر.س) أو بالدولار الأمريكي حسب ما هو مبين. ويصدر عرض السعر الرسمي بعد الاستشارة أو المعاينة الميدانية، ولا يكون ملزماً إلا بعد أن نؤكده كتابياً.",
  Content: "المحتوى",
  "Texts, figures and images on this website are for information. We keep them accurate and up to date, but they may change without notice.":
    "النصوص والأرقام والصور الواردة في هذا الموقع للعلم والاطلاع. ونحرص على دقتها وتحديثها، لكنها قد تتغير دون إشعار مسبق.",
  "Your data": "بياناتكم",
  "How we handle the personal data you send us is described in our privacy policy.":
    "توضح سياسة الخصوصية كيفية تعاملنا مع البيانات الشخصية التي ترسلونها إلينا.",
  "Applicable law": "النظام الواجب التطبيق",
  "These terms are governed by the laws of the Kingdom of Saudi Arabia. Questions: {email} or {phone}.":
    "تخضع هذه الشروط لأنظمة المملكة العربية السعودية. للاستفسارات: {email} أو {phone}.",
  "Last updated {date}": "آخر تحديث: {date}",
} satisfies Catalogue;

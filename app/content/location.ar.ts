import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./location.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Map of the area around our head office in Al Olaya, Riyadh: the office lies between King Fahd Road to the west and Olaya Street to the east, south of Al Urubah Road, with the Northern Ring Road further north. Not to scale.":
    "خريطة المنطقة المحيطة بمقرنا الرئيسي في حي العليا بالرياض: يقع المكتب بين طريق الملك فهد غرباً وشارع العليا شرقاً، جنوب طريق العروبة، ويمتد الطريق الدائري الشمالي إلى الشمال منه. الخريطة ليست بمقياس رسم.",
  "Northern Ring Road": "الطريق الدائري الشمالي",
  "Al Urubah Road": "طريق العروبة",
  "King Fahd Road": "طريق الملك فهد",
  "Olaya Street": "شارع العليا",
  "Head office": "المقر الرئيسي",
  "Our Head Office in Riyadh": "مقرنا الرئيسي في الرياض",
  "National Address": "العنوان الوطني",
  "Open in Maps": "افتح في الخرائط",
  "(opens in a new tab)": "(يفتح في علامة تبويب جديدة)",
  "Visiting Us": "زيارتنا",
  "Business Hours": "أوقات العمل",
  Parking: "المواقف",
  "Free visitor parking in the building's basement car park, entered from the service road behind the building. Tell the attendant you are visiting us.":
    "مواقف مجانية للزوار في القبو، ويُدخل إليها من طريق الخدمة خلف المبنى. أخبروا المسؤول عن المواقف بأنكم في زيارة لنا.",
  Entrance: "المدخل",
  "Use the main lobby entrance facing Olaya Street. Reception in the lobby shows you to our office.":
    "ادخلوا من مدخل الردهة الرئيسي المطل على شارع العليا، وسيرشدكم الاستقبال إلى مكتبنا.",
  Accessibility: "سهولة الوصول",
  "Step-free from the car park and the main entrance, with lifts to every floor. Call ahead and we meet you at your car.":
    "الوصول من المواقف والمدخل الرئيسي دون درجات، مع مصاعد إلى كل الطوابق. اتصلوا بنا مسبقاً ونستقبلكم عند سيارتكم.",
  "Visitor registration": "تسجيل الزوار",
  "Bring your national ID, Iqama or passport: the lobby reception registers every visitor. Booked visits are registered ahead, so you go straight up.":
    "أحضروا الهوية الوطنية أو الإقامة أو جواز السفر، إذ يسجّل الاستقبال كل زائر. أما الزيارات المحجوزة فتُسجَّل مسبقاً لتصعدوا مباشرة.",
  "Emergency Line": "خط الطوارئ",
  "Emergency response within 15 minutes, around the clock.": "استجابة للطوارئ خلال 15 دقيقة على مدار الساعة.",
  "Building number": "رقم المبنى",
  Street: "الشارع",
  District: "الحي",
  City: "المدينة",
  "Postal code": "الرمز البريدي",
  "Additional number": "الرقم الإضافي",
  "Short address": "العنوان المختصر",
  N: "ش",
} satisfies Catalogue;

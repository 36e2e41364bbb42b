import type { AreaId, EstablishmentId } from "~/leads/schemas/checker-answers";
import type { DutyId, Verdict } from "./decide";
import type { Confidence, FineId, RuleId } from "./rules";
import { formatDate, formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

// Every text of the CCTV-law checker, keyed by the ids of ./answers.ts and ./rules.ts. Its Arabic is the catalogue
// texts.ar.ts beside it (docs/decisions/115); the texts that carry a figure are templates in ./checker-formats.ts.

export interface CheckerTexts {
  heading: string;
  intro: string;
  lawSummary: string;
  disclaimer: string;
  steps: {
    type: { legend: string; hint: string };
    home: { legend: string; hint: string; yes: string; no: string };
    areas: { legend: string; hint: string; requiredGroup: string; prohibitedGroup: string };
  };
  continue: string;
  showResult: string;
  back: string;
  startAgain: string;
  missing: { type: string; home: string };
  invalid: { title: string; text: string };
  establishments: Record<EstablishmentId, string>;
  areas: Record<AreaId, string>;
  /** Where the implementing regulation requires a camera, for each area that has such a position. */
  positions: Partial<Record<AreaId, string>>;
  result: {
    heading: string;
    verdicts: Record<Verdict, { title: string; text: string }>;
    yourAnswers: string;
    privateHomeAnswer: string;
    noAreas: string;
    changeAnswers: string;
    warningTitle: string;
    warningText: string;
    requiredTitle: string;
    requiredIntro: string;
    requiredNone: string;
    dutiesTitle: string;
    duties: Record<DutyId, { title: string; text: string }>;
    finesTitle: string;
    finesIntro: string;
    fineColumns: { violation: string; amount: string };
    fines: Record<FineId, string>;
    per: Record<"violation" | "camera" | "device", string>;
    appeal: string;
    nextTitle: string;
    quote: string;
    survey: string;
  };
  sources: {
    title: string;
    intro: string;
    rules: Record<RuleId, string>;
    confidence: Record<Confidence, string>;
    readIn: string;
  };
  /**
   * The line the result, the quote form and the sales team show for the answers: whole templates, so that the
   * Arabic has its own punctuation (؛ and ،) and word order.
   */
  handOff: { areas: string; privateHome: string; noAreas: string; listSeparator: string };
}

export const checkerTextsEn: CheckerTexts = {
  heading: "Does the camera law apply to my building?",
  intro:
    "Three short questions about your building tell you what Saudi Arabia's surveillance-camera law asks of it: where cameras are required, where they are prohibited, and the duties and fines that come with them.",
  lawSummary:
    "Law of the Use of Security Surveillance Cameras (Royal Decree M/34 of 7/3/1444H, 3 October 2022), its implementing regulation and the Ministry of Interior's Security Conditions and Requirements Document (June 2023).",
  disclaimer:
    "This is guidance, not legal advice. It follows the law as published and reported; the Ministry of Interior's documents are the authority.",
  steps: {
    type: { legend: "What type of establishment is it?", hint: "Choose the closest match." },
    home: {
      legend: "Are the cameras for your own private home?",
      hint: "Cameras that people place inside their own residential unit are outside the law. A building's shared areas, a compound or a tower are not.",
      yes: "Yes, inside my own home",
      no: "No, for a building, compound or business",
    },
    areas: {
      legend: "Which areas does it have?",
      hint: "Tick every area the building has. Leave them all unticked if none apply.",
      requiredGroup: "Areas where cameras may be required",
      prohibitedGroup: "Private areas, where cameras are prohibited",
    },
  },
  continue: "Continue",
  showResult: "Show the result",
  back: "Back",
  startAgain: "Start again",
  missing: {
    type: "Please choose the type of establishment.",
    home: "Please say whether the cameras are for your own private home.",
  },
  invalid: {
    title: "This checker link is not valid",
    text: "It contains an answer the checker does not know. Please start again.",
  },
  establishments: {
    government: "Government or public body",
    energy: "Oil, petrochemical, power or desalination plant",
    "tourist-accommodation": "Hotel or other tourist accommodation",
    "shopping-centre": "Shopping centre or commercial complex",
    residential: "Residential building, compound or tower",
    bank: "Bank, exchange or money-transfer centre",
    mosque: "Mosque",
    "sports-recreation": "Sports club, stadium, cultural, youth or recreation facility",
    health: "Hospital, clinic or other health facility",
    warehouse: "Commercial warehouse",
    "fuel-station": "Fuel or gas station",
    education: "School, college or university",
    "food-service": "Restaurant, café or other food-service outlet",
    "public-transport": "Public transport facility",
    "event-venue": "Event or festival venue",
    museum: "Museum or heritage site",
    business: "Other place of business (office, shop, salon)",
    other: "None of these",
  },
  areas: {
    entrances: "Entrances",
    reception: "Reception",
    "car-park": "Car park",
    warehouse: "Stores or warehouse",
    "emergency-exits": "Emergency exits or assembly points",
    "fire-equipment": "Fire-equipment points",
    "comms-room": "Server or communications room",
    "examination-rooms": "Medical examination or inpatient rooms",
    "operating-rooms": "Operating rooms",
    physiotherapy: "Physiotherapy rooms",
    "changing-rooms": "Changing rooms",
    toilets: "Toilets",
    "salon-service": "Women's salon or club service areas",
    "hotel-room-units": "Hotel room units",
  },
  positions: {
    entrances: "Every entrance, within face-identification range",
    reception: "Reception, within identification range",
    "car-park": "Car-park entrances and exits, within plate-reading range",
    warehouse: "Stores and warehouses",
    "emergency-exits": "Emergency exits and assembly points",
    "fire-equipment": "Fire-equipment locations",
    "comms-room": "The entrance of the communications room",
  },
  result: {
    heading: "Your result",
    verdicts: {
      applies: {
        title: "The camera law applies to this building",
        text: "This type of establishment is among the categories the law covers as published. The duties below apply to it.",
      },
      "private-home": {
        title: "The camera law does not apply to cameras inside your own home",
        text: "Cameras that individuals place inside their own residential unit are excluded from the law. A building's shared areas, a compound or a tower are covered as residential buildings.",
      },
      unlisted: {
        title: "Your establishment is not in the published categories",
        text: "The law also covers other places of economic and commercial activity and any category the Ministry of Interior adds. If it applies to you, these are the duties that come with it.",
      },
    },
    yourAnswers: "Your answers",
    privateHomeAnswer: "Cameras inside my own home",
    noAreas: "No areas chosen",
    changeAnswers: "Change the areas",
    warningTitle: "Warning: cameras are prohibited in some of your areas",
    warningText:
      "The law prohibits cameras in these places. Each camera installed there can cost a fine of SAR 10,000. Do not point cameras into them either.",
    requiredTitle: "Where cameras are required",
    requiredIntro: "For the areas you have, the implementing regulation requires cameras at:",
    requiredNone: "None of the areas you chose has a required camera position.",
    dutiesTitle: "Your duties",
    duties: {
      signage: { title: "Signs", text: "Put up visible signs saying that cameras are in use." },
      recordings: {
        title: "Recordings",
        text: "Keep recordings unaltered. If an incident is reported, keep them until the investigation ends and hand them over on request. Publish or pass on recordings only with the approval of the Ministry of Interior or State Security, a court order or an investigating authority.",
      },
      retention: {
        title: "How long to keep recordings",
        text: "For the period set by the Ministry's Conditions Document.",
      },
    },
    finesTitle: "Fines",
    finesIntro: "The published fines that concern this building:",
    fineColumns: { violation: "Violation", amount: "Fine" },
    fines: {
      publishing: "Publishing or passing on recordings unlawfully, or damaging systems or recordings",
      "prohibited-place": "A camera in a prohibited place",
      "not-keeping": "Not keeping recordings",
      "no-sign": "No visible sign",
      "not-installed": "A camera not installed as the Conditions Document requires",
      "device-spec": "A device that does not meet the technical specifications",
    },
    per: { violation: "", camera: " per camera", device: " per device" },
    appeal: "A fine can be appealed to the Administrative Court within 60 days.",
    nextTitle: "Next steps",
    quote: "Get a quote for this building",
    survey: "Book the site survey",
  },
  sources: {
    title: "Sources",
    intro: "Each rule above, the instrument it comes from and where we read it.",
    rules: {
      law: "The law and its dates",
      regulation: "The implementing regulation and the Conditions Document",
      coverage: "Establishments covered",
      "private-home": "Cameras inside private homes excluded",
      "required-positions": "Required camera positions",
      "prohibited-places": "Prohibited places (Article 6)",
      signage: "Signs",
      recordings: "Keeping and handing over recordings",
      retention: "Retention period set by the Conditions Document",
      fines: "Fines",
    },
    confidence: {
      confirmed: "Confirmed in the published text",
      reported: "As reported; not checked against the text itself",
      unconfirmed: "Unconfirmed",
    },
    readIn: "Read in",
  },
  handOff: {
    areas: "{type}; areas: {areas}",
    privateHome: "{type}; cameras inside a private home",
    noAreas: "no areas chosen",
    listSeparator: ", ",
  },
};

/** A source's date as people read it: "3 October 2022", or "June 2023" when only the month is known. */
export function formatSourceDate(date: string, locale: Locale = "en"): string {
  const monthOnly = /^\d{4}-\d{2}$/.test(date);
  const options: Intl.DateTimeFormatOptions = { month: "long", year: "numeric" };
  // A month alone has no single Hijri date: it stays Gregorian.
  if (monthOnly) return formatDate(new Date(`${date}-01`), locale, options);
  return formatDay(new Date(date), locale, { ...options, day: "numeric" });
}

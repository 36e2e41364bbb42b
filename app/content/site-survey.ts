// The free site survey (issue 17, part 2): its schedule and every text of the booking page and the manage page, by
// stable keys (the visitor's mail is in ./strings/mails.ts). Capacity per slot and extra holidays come from the
// environment (SURVEY_SLOT_CAPACITY, SURVEY_HOLIDAYS: app/config/env.server.ts).

export const surveySchedule = {
  /** Working days, 0 = Sunday (SPEC: business hours Sunday to Thursday; Saturday is not offered for surveys). */
  workingDays: [0, 1, 2, 3, 4],
  /** Start of each two-hour slot in Riyadh time: 8 AM to 6 PM, the business hours of the spec. */
  slotStarts: ["08:00", "10:00", "12:00", "14:00", "16:00"],
  slotHours: 2,
  /** Bookable from the next working day after today (Riyadh) to this many days ahead. */
  maxDaysAhead: 30,
  /**
   * Official holidays of the private sector (YYYY-MM-DD, Riyadh). The Eid dates are Umm al-Qura estimates:
   * confirm them when the ministry announces the holiday, or add days with SURVEY_HOLIDAYS.
   */
  holidays: [
    "2027-02-22", // Founding Day
    "2027-03-09",
    "2027-03-10",
    "2027-03-11",
    "2027-03-12", // Eid al-Fitr 1448 (estimate)
    "2027-05-15",
    "2027-05-16",
    "2027-05-17",
    "2027-05-18", // Eid al-Adha 1448 (estimate)
    "2027-09-23", // National Day
  ],
} as const;

export const surveyStrings = {
  page: {
    formTitle: "Book your free site survey",
    intro:
      "Choose a two-hour window, Sunday to Thursday, Riyadh time. An engineer visits, measures and photographs the site, and your quote is built on what we find. Fields marked with * are required.",
    stepsTitle: "What happens at the survey",
    steps: [
      "An engineer arrives within the window you chose and calls you 30 minutes before.",
      "About an hour on site: entrances, cable routes, lighting, and where cameras and readers should go.",
      "Your official quote follows within 24 hours of the visit.",
    ],
    free: "The survey is free and you are under no obligation.",
    fromChecker: "Your building type from the camera-law check is filled in.",
    fromQuote: "Your building type from your quote request is filled in.",
  },
  form: {
    slotLegend: "Date and time (Riyadh time)",
    slotHint: "Two-hour windows from the next working day to 30 days ahead. Full windows cannot be chosen.",
    full: "full",
    /** The calendar that replaces the list once the form's script is live (docs/decisions/109). */
    calendarLabel: "Day of the survey",
    noSlots: "No windows are open at the moment. Please call us to arrange a visit.",
    name: "Full Name",
    phone: "Phone or WhatsApp",
    email: "Email Address",
    building: "Building Type",
    area: "Area of Riyadh, or city",
    areaHint: "For example Al Olaya, Al Malqa, or Jeddah.",
    shortAddress: "National short address (optional)",
    shortAddressHint: "4 letters and 4 digits, like RRRD2929, from your Saudi national address.",
    submit: "Book the survey",
  },
  errors: {
    slotRequired: "Please choose a date and time for the survey.",
    slotInvalid: "Please choose one of the windows listed.",
    slotWeekend: "We do not visit on Fridays and Saturdays. Please choose a day from Sunday to Thursday.",
    slotHoliday: "That day is a public holiday. Please choose another day.",
    slotTooSoon: "That window is too soon: we need at least until the next working day. Please choose a later one.",
    slotTooLate: "We book up to 30 days ahead. Please choose an earlier window.",
    slotNotOffered: "We do not offer a window at that time. Please choose one of the windows listed.",
    slotFull: "Sorry, that window has just been fully booked. Please choose another one.",
    phoneRequired: "Please enter a phone or WhatsApp number so the engineer can reach you.",
    areaRequired: "Please tell us the area of Riyadh or the city of the site.",
    areaTooLong: "Please keep the area under 100 characters.",
    shortAddressInvalid: "A short address is 4 letters and 4 digits, like RRRD2929.",
    /** Refused bookings past SURVEY_BOOKINGS_PER_PERSON (docs/decisions/120); {count}: that limit, {phone}: the company's. */
    personLimit: {
      one: "You already have an upcoming site survey booked with us, and we book one at a time per person. To change it, use the move or cancel link in the email that confirmed it, or call us on {phone}.",
      other:
        "You already have {count} upcoming site surveys booked with us, the most we book for one person. To move one, use the move or cancel link in the email that confirmed it, or call us on {phone}.",
    },
    connectionLimit: {
      one: "A site survey is already booked from your connection, and we book one at a time per connection. To change it, use the move or cancel link in the email that confirmed it, or call us on {phone}.",
      other:
        "{count} upcoming site surveys are already booked from your connection, the most we book from one. To move one, use the move or cancel link in the email that confirmed it, or call us on {phone}.",
    },
  },
  confirmation: {
    title: "Site survey booked",
    message: "Your site survey is booked. We have emailed you the details with a calendar invitation and a link to change or cancel.",
    again: "Book another survey",
    next: [
      "Add the invitation from our email to your calendar.",
      "An engineer calls you 30 minutes before the visit.",
      "Your official quote follows within 24 hours of the survey.",
    ],
  },
  manage: {
    title: "Your site survey",
    metaTitle: "Change or cancel your site survey",
    booked: "Booked for",
    reference: "Reference",
    cancelTitle: "Cancel the survey",
    cancelText: "The window is released for someone else. You can book again at any time.",
    cancel: "Cancel the survey",
    moveTitle: "Move to another window",
    move: "Move the survey",
    cancelled: "Your site survey is cancelled. We have let our team know.",
    /** "{when}": the new window, in the page's language. */
    moved: "Your site survey is moved to {when}. We have emailed you a new invitation.",
    alreadyCancelled: "This survey is already cancelled.",
    invalidLink: "This link is not valid. Please use the link from your most recent email, or call us.",
    usedLink: "This link has already been used. Please use the link from your most recent email, or call us.",
    /** {phone}: the company's. */
    begun: "The time of this survey has come, so it can no longer be moved or cancelled here. Please call us on {phone}.",
    bookAgain: "Book a new survey",
  },
  /** "Book the site survey" where the quote form and the configurator hand off. */
  bookLink: "Book the site survey",
} as const;

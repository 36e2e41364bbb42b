// The service request's choices as a lead stores them (docs/decisions/158): plain data, so the form's schema reads
// them in the browser; their words in each language are the page's record (content/texts/service-request.yaml).

/** The system that needs service. */
export const serviceSystems = ["cctv", "access-control", "alarm", "intercom", "network", "attendance", "other"] as const;
export type ServiceSystem = (typeof serviceSystems)[number];

/** How soon the customer needs us, in the order the form offers them. */
export const serviceUrgencies = ["emergency", "urgent", "routine"] as const;
export type ServiceUrgency = (typeof serviceUrgencies)[number];

/** The priority sales and the CRM see for each urgency. */
export const urgencyPriorities = { emergency: "high", urgent: "normal", routine: "low" } as const satisfies Record<
  ServiceUrgency,
  "high" | "normal" | "low"
>;

/** The priority of a stored urgency; undefined for a value that is none. */
export const priorityOf = (urgency: string | undefined) =>
  urgency !== undefined && Object.hasOwn(urgencyPriorities, urgency) ? urgencyPriorities[urgency as ServiceUrgency] : undefined;

/** The longest text of the site field: an address, a branch's name and a floor. */
export const SITE_MAX_LENGTH = 300;

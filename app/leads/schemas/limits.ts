// The one set of length limits of the lead forms' fields: the inputs' maxLength and the schemas (browser, action,
// store) read these. A module of its own so that a form's markup takes them without loading zod.
export const leadLimits = { name: 100, email: 254, company: 200, phone: 30, city: 100, message: 5000 } as const;

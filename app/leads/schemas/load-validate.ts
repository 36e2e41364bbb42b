// Each lead form's check (zod weighs more than the form itself) loads apart from its form: fetched beside the form's
// island as it starts (app/site-script/island-registry.ts), so a first submit does not wait for a second download.
export const loadValidateContact = () => import("./contact").then((module) => module.validateContact);
export const loadValidateQuote = () => import("./quote").then((module) => module.validateQuote);
export const loadValidateNewsletter = () => import("./newsletter").then((module) => module.validateNewsletter);

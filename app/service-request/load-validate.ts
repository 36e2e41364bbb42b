// The service request's check, loaded apart from its form and fetched beside it (see app/leads/schemas/load-validate.ts).
export const loadValidateServiceRequest = () => import("./service-request-schema").then((module) => module.validateServiceRequest);

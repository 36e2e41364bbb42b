import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { serviceRequestPage } from "~/content/service-request";
import { serviceSystems, serviceUrgencies } from "~/content/service-request-choices";
import { serviceLeadForm } from "~/forms/registry.server";
import { deliveryConfigFromEnv } from "~/leads/delivery/config.server";
import { formOfReference } from "~/leads/schemas/lead-api";
import { validateServiceRequest } from "~/service-request/service-request-schema";

// A customer's service request (issue 26, docs/decisions/158): one schema from field to column, its priority from its
// urgency, and its mailbox (SERVICE_EMAIL, the sales mailbox while unset).

const valid = {
  name: "Fahad Al-Otaibi",
  phone: "٠٥٠ ١٢٣ ٤٥٦٧",
  site: "Al Olaya branch, 3rd floor",
  system: "cctv",
  problem: "Camera 4 shows no picture since this morning.",
  urgency: "emergency",
  consent: "on",
};

describe("the service request's schema", () => {
  it("takes name, phone, site, system, what is wrong and urgency; email is optional; the phone is stored in E.164", () => {
    const result = validateServiceRequest(valid);
    expect(result.success && result.values).toEqual({
      ...valid,
      phone: "+966501234567",
      email: "",
      consent: true,
      marketing: false,
    });
    expect(validateServiceRequest({ ...valid, email: "fahad@example.com" }).success).toBe(true);
  });

  it("answers message ids beside their fields", () => {
    const result = validateServiceRequest({ name: " ", email: "nope", system: "toaster", urgency: "yesterday" });
    expect(result.success ? {} : result.errors).toEqual({
      name: "forms.error.nameRequired",
      phone: "forms.service.error.phoneRequired",
      email: "forms.error.emailInvalid",
      site: "forms.service.error.siteRequired",
      system: "forms.service.error.systemInvalid",
      problem: "forms.service.error.problemRequired",
      urgency: "forms.service.error.urgencyInvalid",
      consent: "forms.error.consentRequired",
    });
    const tooLong = validateServiceRequest({ ...valid, site: "x".repeat(301), phone: "12" });
    expect(tooLong.success ? {} : tooLong.errors).toEqual({ site: "forms.service.error.siteTooLong", phone: "forms.error.phoneInvalid" });
  });

  it("offers every system and urgency in both languages, in the stored order", () => {
    for (const text of [serviceRequestPage.en, serviceRequestPage.ar]) {
      expect(text.systems.map((choice) => choice.value)).toEqual([...serviceSystems]);
      expect(text.urgencies.map((choice) => choice.value)).toEqual([...serviceUrgencies]);
    }
  });
});

describe("the service request as a lead kind", () => {
  it("gives each urgency its priority and shows it in words to sales", () => {
    expect(serviceUrgencies.map((urgency) => serviceLeadForm.summary.priority?.({ urgency }))).toEqual(["high", "normal", "low"]);
    expect(serviceLeadForm.summary.priority?.({ urgency: "constructor" })).toBeUndefined();
    expect(serviceLeadForm.summary.fieldValue?.("urgency", "emergency", "")).toBe("Emergency (priority: high)");
    expect(serviceLeadForm.summary.fieldValue?.("system", "access-control", "")).toBe("Access control");
  });

  it("has references of its own letter", () => {
    expect(formOfReference("R-7K3M9QXR")).toBe("service");
  });

  it("goes to SERVICE_EMAIL, or to the sales mailbox while it is unset", () => {
    const sales = { SALES_EMAIL: "sales@example.sa", LEAD_HASH_SALT: "s".repeat(32), NEWSLETTER_SECRET: "n".repeat(32) };
    expect(
      serviceLeadForm.recipients?.(deliveryConfigFromEnv(parseEnv({ ...sales, SERVICE_EMAIL: "service@example.sa, noc@example.sa" }))),
    ).toEqual(["service@example.sa", "noc@example.sa"]);
    expect(serviceLeadForm.recipients?.(deliveryConfigFromEnv(parseEnv(sales)))).toEqual(["sales@example.sa"]);
    expect(() => parseEnv({ SERVICE_EMAIL: "not an address" })).toThrow(/SERVICE_EMAIL/);
  });
});

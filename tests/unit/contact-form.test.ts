import { describe, expect, it } from "vitest";
import { contactServiceChoices } from "~/content/contact-services";
import { contactSection } from "~/content/home/contact";
import { validateContact } from "~/leads/schemas/contact";
import { leadFormKind } from "~/leads/form-kinds.server";
import { phoneOverLimit } from "../e2e/support/leads";

const valid = { name: "Sara Al-Harbi", email: "sara@example.com", company: "", phone: "", service: "", message: "", consent: "on" };

describe("contact form schema (SPEC §5)", () => {
  it("has the spec's service choices", () => {
    expect(contactServiceChoices).toEqual([
      "Security Assessment",
      "CCTV Installation",
      "Access Control",
      "Smart Home Security",
      "Enterprise Solutions",
      "Maintenance Support",
      "Other",
    ]);
    // Each language's record labels every choice, in the same order.
    for (const locale of ["en", "ar"] as const)
      expect(contactSection[locale].serviceChoices.map((choice) => choice.value)).toEqual([...contactServiceChoices]);
    expect(contactSection.ar.serviceChoices.map((choice) => choice.label)).toContain("تركيب كاميرات المراقبة");
  });

  it("accepts the required fields alone, trimmed, with consent true", () => {
    const result = validateContact({ ...valid, name: "  Sara Al-Harbi ", email: " sara@example.com " });
    expect(result).toEqual({
      success: true,
      values: {
        name: "Sara Al-Harbi",
        email: "sara@example.com",
        company: "",
        phone: "",
        service: "",
        message: "",
        consent: true,
        marketing: false,
      },
    });
  });

  it("drops bidi overrides and isolates, C0 and C1 controls, and keeps the marks Arabic needs and a message's lines", () => {
    const result = validateContact({
      ...valid,
      name: "\u202ESara\u0000\u001B[2J\u0085\nAl-Harbi\u2067 \u200Fسارة\u200D",
      company: "Co\u0007\tLtd\u009B",
      message: "one\u202B\r\n\ttwo\u007F",
    });
    expect(result).toMatchObject({
      success: true,
      values: { name: "Sara[2J Al-Harbi \u200Fسارة\u200D", company: "Co Ltd", message: "one\r\n\ttwo" },
    });
    expect(validateContact({ ...valid, name: "\u202E\u2066" })).toMatchObject({ success: false, errors: { name: expect.any(String) } });
  });

  it("accepts missing optional fields (a form without them)", () => {
    expect(validateContact({ name: "Sara", email: "sara@example.com", consent: "on" }).success).toBe(true);
  });

  it("accepts FormData", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, service: "Access Control", phone: "+966 50 123 4567" })) form.set(key, value);
    expect(validateContact(form)).toMatchObject({ success: true, values: { service: "Access Control", phone: "+966501234567" } });
  });

  it("requires name, email and consent", () => {
    const result = validateContact({ name: " ", email: "", consent: undefined });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors).sort()).toEqual(["consent", "email", "name"]);
    expect(result.errors.consent).toBe("forms.error.consentRequired");
    expect(result.errors.name).toBe("forms.error.nameRequired");
    expect(result.errors.email).toBe("forms.error.emailRequired");
  });

  it("rejects an invalid email and over-long fields", () => {
    const result = validateContact({ ...valid, email: "sara@", name: "x".repeat(101), message: "m".repeat(5001) });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toMatchObject({
      email: "forms.error.emailInvalid",
      name: "forms.error.nameTooLong",
      message: "forms.error.messageTooLong",
    });
    expect(validateContact({ ...valid, email: `${"a".repeat(250)}@example.com` }).success).toBe(false);
    expect(validateContact({ ...valid, name: "x".repeat(100), message: "m".repeat(5000) }).success).toBe(true);
  });

  it("rejects a service that is not a choice", () => {
    expect(validateContact({ ...valid, service: "Shop" })).toMatchObject({
      success: false,
      errors: { service: "forms.error.serviceInvalid" },
    });
  });
});

describe("phone numbers", () => {
  const isPlausiblePhone = (phone: string) => validateContact({ ...valid, phone }).success;
  it.each([
    "+966 50 123 4567",
    "+966501234567",
    "00966 11 234 5678",
    "050 123 4567",
    "0501234567",
    "011 234 5678",
    "501234567",
    "9200 12345",
    "800 123 4567",
    "+44 20 7946 0958",
    "+1 (415) 555-0100",
  ])("accepts %s", (phone) => expect(isPlausiblePhone(phone)).toBe(true));
  it.each(["12345", "phone", "+966", "05012", "+0 123 456 789", "050 123 4567 ext 2", "++966501234567", "0050123"])("rejects %s", (phone) =>
    expect(isPlausiblePhone(phone)).toBe(false),
  );
});

describe("one schema for the browser, the action and the store", () => {
  it("is the same check on every path, with the one phone limit", () => {
    // The action and the store validate through the registered form; the browser loads validateContact itself.
    expect(leadFormKind("contact").validate).toBe(validateContact);
    const browser = validateContact({ ...valid, phone: phoneOverLimit });
    expect(browser).toMatchObject({ success: false, errors: { phone: expect.any(String) } });
    expect(leadFormKind("contact").validate({ ...valid, phone: phoneOverLimit })).toEqual(browser);
  });
});

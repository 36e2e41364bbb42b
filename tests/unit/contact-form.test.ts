import { describe, expect, it } from "vitest";
import { contactServiceChoices } from "~/content/contact-services";
import { contactSection } from "~/content/home/contact";
import { validateContact } from "~/leads/schemas/contact";
import { validateQuote } from "~/leads/schemas/quote";
import english from "../../content/messages/en.json";
import arabic from "../../content/messages/ar.json";
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
        phone: "",
        email: "sara@example.com",
        contactPreference: "",
        city: "",
        company: "",
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

  it("requires a name, a phone number or an email address, and consent", () => {
    const result = validateContact({ name: " ", email: "", consent: undefined });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors).sort()).toEqual(["consent", "name", "phone"]);
    expect(result.errors.consent).toBe("forms.error.consentRequired");
    expect(result.errors.name).toBe("forms.error.nameRequired");
    // On the phone field, which comes first (issue 26).
    expect(result.errors.phone).toBe("forms.error.contactRequired");
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

describe("phone first, email optional where a phone is given (issue 26)", () => {
  const phoneOnly = { name: "Sara", phone: "0501234567", consent: "on" };

  it("takes a phone number alone, with the city and the WhatsApp choice, stored normalised", () => {
    expect(validateContact({ ...phoneOnly, city: " Riyadh, Al Malqa ", contactPreference: "whatsapp" })).toMatchObject({
      success: true,
      values: { phone: "+966501234567", email: "", city: "Riyadh, Al Malqa", contactPreference: "whatsapp" },
    });
  });

  it("takes an email address alone", () => {
    expect(validateContact({ name: "Sara", email: "sara@example.com", consent: "on" })).toMatchObject({
      success: true,
      values: { phone: "", email: "sara@example.com", contactPreference: "" },
    });
  });

  it("refuses neither, and a preference without the way to reach it", () => {
    expect(validateContact({ name: "Sara", phone: " ", email: "", consent: "on" })).toEqual({
      success: false,
      errors: { phone: "forms.error.contactRequired" },
    });
    expect(validateContact({ name: "Sara", email: "sara@example.com", contactPreference: "whatsapp", consent: "on" })).toEqual({
      success: false,
      errors: { phone: "forms.error.phoneForPreference" },
    });
    expect(validateContact({ ...phoneOnly, contactPreference: "email" })).toEqual({
      success: false,
      errors: { email: "forms.error.emailForPreference" },
    });
    expect(validateContact({ ...phoneOnly, contactPreference: "fax" })).toMatchObject({
      success: false,
      errors: { contactPreference: "forms.error.preferenceInvalid" },
    });
    expect(validateContact({ ...phoneOnly, city: "x".repeat(101) })).toMatchObject({
      success: false,
      errors: { city: "forms.error.cityTooLong" },
    });
  });

  it("says what is missing in both languages", () => {
    for (const language of [english, arabic]) {
      for (const id of ["forms.error.contactRequired", "forms.error.phoneForPreference", "forms.error.emailForPreference"]) {
        expect(language[id as keyof typeof english]).toMatch(/\S{3}/);
      }
    }
    expect(english["forms.error.contactRequired"]).toBe("Please give a phone number or an email address so we can reach you.");
    expect(arabic["forms.error.contactRequired"]).toBe("يُرجى كتابة رقم الجوال أو البريد الإلكتروني لنتمكن من التواصل معكم.");
  });

  it("is the quote form's rule too, field for field", () => {
    for (const fields of [phoneOnly, { name: "Sara", consent: "on" }, { ...phoneOnly, contactPreference: "email" }]) {
      expect(validateQuote(fields).success).toBe(validateContact(fields).success);
      if (!validateQuote(fields).success) expect(validateQuote(fields)).toEqual(validateContact(fields));
    }
    expect(validateQuote({ ...phoneOnly, city: "Jeddah", contactPreference: "whatsapp" })).toMatchObject({
      success: true,
      values: { phone: "+966501234567", city: "Jeddah", contactPreference: "whatsapp" },
    });
  });
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

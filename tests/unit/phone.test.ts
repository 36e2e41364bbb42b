import { describe, expect, it } from "vitest";
import { validateContact } from "~/leads/schemas/contact";
import { normalisePhone, westernDigits } from "~/leads/schemas/phone";

describe("phone numbers are stored in E.164", () => {
  it.each([
    ["050 123 4567", "+966501234567"],
    ["0501234567", "+966501234567"],
    ["501234567", "+966501234567"],
    ["+966 50 123 4567", "+966501234567"],
    ["00966 50 123 4567", "+966501234567"],
    ["011 234 5678", "+966112345678"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-0100", "+14155550100"],
    ["٠٥٠ ١٢٣ ٤٥٦٧", "+966501234567"],
    ["+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧", "+966501234567"],
    ["۰۵۰۱۲۳۴۵۶۷", "+966501234567"],
    ["9200 12345", "920012345"],
    ["800 123 4567", "8001234567"],
    // The Saudi mobile as typed (issue 26): national, without its 0, with the country code in each of its forms.
    ["+966501234567", "+966501234567"],
    ["009665 0123 4567", "+966501234567"],
    ["966501234567", "+966501234567"],
    ["+966 050 123 4567", "+966501234567"],
    ["00966 0501234567", "+966501234567"],
    ["055-123-4567", "+966551234567"],
  ])("%s → %s", (raw, e164) => expect(normalisePhone(raw)).toBe(e164));

  it.each(["12345", "+966", "٠٥٠١٢", "050 123 4567 ext 2", "++966501234567", "+966 50 123 456", "+966 50 123 45678", "96650123456"])(
    "refuses %s",
    (raw) => expect(normalisePhone(raw)).toBeUndefined(),
  );

  it("turns Arabic-Indic digits into Western ones and leaves other text alone", () => {
    expect(westernDigits("رقم ٠١٢٣٤٥٦٧٨٩ و۰۱۲۳۴۵۶۷۸۹")).toBe("رقم 0123456789 و0123456789");
  });

  it("is what a form stores", () => {
    const result = validateContact({ name: "Sara", email: "sara@example.com", phone: "٠٥٠ ١٢٣ ٤٥٦٧", consent: "on" });
    expect(result).toMatchObject({ success: true, values: { phone: "+966501234567" } });
  });

  it("is enough without an email address, in any of those forms", () => {
    for (const phone of ["0501234567", "501234567", "+966501234567", "00966501234567"]) {
      expect(validateContact({ name: "Sara", phone, consent: "on" })).toMatchObject({
        success: true,
        values: { phone: "+966501234567", email: "" },
      });
    }
  });
});

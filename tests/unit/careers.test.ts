import { describe, expect, it } from "vitest";
import { validateApplication } from "~/careers/application-schema";
import { EnvError, parseEnv } from "~/config/env.server";
import { sniffCv, zipEntryNames } from "~/careers/cv-file";
import { applicationLeadForm } from "~/forms/registry.server";
import { docxFile, executableFile, pdfFile, zipOf, zipWithoutWord } from "../support/cv-files";

// The CV's type is read from its bytes (docs/decisions/145), and the application has one schema from field to column.

describe("a CV's type, from its bytes", () => {
  it("takes a PDF and a Word document (DOCX)", () => {
    expect(sniffCv(pdfFile())).toEqual({ extension: "pdf", mediaType: "application/pdf" });
    expect(sniffCv(docxFile())?.extension).toBe("docx");
    expect(zipEntryNames(docxFile())).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
  });

  it("refuses a renamed executable, a ZIP without word/, an empty file and near misses", () => {
    expect(sniffCv(executableFile())).toBeUndefined();
    expect(sniffCv(zipWithoutWord())).toBeUndefined();
    expect(sniffCv(new Uint8Array())).toBeUndefined();
    // A ZIP with word/ but no [Content_Types].xml is no Office document.
    expect(sniffCv(zipOf({ "word/document.xml": "<w/>" }))).toBeUndefined();
    // A PDF's magic anywhere but at the start, and the bare ZIP signature, are not enough.
    expect(sniffCv(Buffer.concat([Buffer.from(" "), pdfFile()]))).toBeUndefined();
    expect(sniffCv(Buffer.from("PK\x03\x04 [Content_Types].xml word/document.xml", "latin1"))).toBeUndefined();
    // A DOCX's bytes cut short lose their central directory.
    const docx = docxFile();
    expect(sniffCv(docx.subarray(0, docx.length - 30))).toBeUndefined();
  });
});

describe("the application's schema", () => {
  const valid = {
    name: "Noura Al-Qahtani",
    email: "noura@example.com",
    phone: "050 123 4567",
    opening: "general",
    message: "Hi",
    consent: "on",
  };

  it("takes a general application and stores the phone in E.164", () => {
    const result = validateApplication(valid);
    expect(result.success && result.values).toMatchObject({
      name: "Noura Al-Qahtani",
      opening: "general",
      phone: "+966501234567",
      consent: true,
    });
  });

  it("answers message ids beside their fields", () => {
    const result = validateApplication({ ...valid, name: "", email: "nope", consent: undefined, opening: "../etc" });
    expect(result.success ? {} : result.errors).toEqual({
      name: "forms.error.nameRequired",
      email: "forms.error.emailInvalid",
      consent: "forms.error.consentRequired",
      opening: "forms.application.error.openingInvalid",
    });
  });

  it("is the kind the pipeline stores, with its file and its own mailbox", () => {
    expect(applicationLeadForm.fields).toEqual(["name", "email", "phone", "opening", "message", "consent"]);
    expect(applicationLeadForm.upload).toMatchObject({ field: "cv", folder: "cv", maxBytes: 5 * 1024 * 1024, required: true });
    // An opening that is not open (none is, in the real content) is refused beside its field.
    const parsed = validateApplication(valid);
    if (!parsed.success) throw new Error("the valid application was refused");
    expect(applicationLeadForm.check?.({ ...parsed.values, opening: "not-open" })).toEqual({
      opening: "forms.application.error.openingInvalid",
    });
    expect(applicationLeadForm.check?.(parsed.values)).toBeUndefined();
    const config = { salesEmails: ["sales@example.com"], hrEmails: ["hr@example.com"] };
    expect(applicationLeadForm.recipients?.(config as never)).toEqual(["hr@example.com"]);
  });
});

describe("the HR mailbox and the CV retention, in the one env module", () => {
  it("default to no HR mail and 180 days, and stop the start on a bad value naming the variable", () => {
    expect(parseEnv({})).toMatchObject({ CV_RETENTION_DAYS: 180 });
    expect(parseEnv({}).HR_EMAIL).toBeUndefined();
    expect(parseEnv({ HR_EMAIL: "hr@example.sa, jobs@example.sa" }).HR_EMAIL).toEqual(["hr@example.sa", "jobs@example.sa"]);
    expect(() => parseEnv({ HR_EMAIL: "not an address" })).toThrow(EnvError);
    expect(() => parseEnv({ HR_EMAIL: "not an address" })).toThrow(/HR_EMAIL/);
    expect(() => parseEnv({ CV_RETENTION_DAYS: "0" })).toThrow(/CV_RETENTION_DAYS/);
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, parseCollection, parseRecord } from "~/content/bilingual";

// The record loader every content collection goes through: YAML files with `en:` and `ar:` blocks, each validated by
// the collection's schema, and a fault named by file and field so an editor knows what to fix.
const question = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), question: z.string().min(1) });
const files = import.meta.glob("/tests/fixtures/content/*.yaml", { eager: true, import: "default" });

describe("content records", () => {
  it("gives each language of a complete record", () => {
    const record = parseRecord("/tests/fixtures/content/complete.yaml", files["/tests/fixtures/content/complete.yaml"], question);
    expect(record.en.question).toBe("What are your business hours?");
    expect(record.ar.question).toBe("ما أوقات عملكم؟");
  });

  it("names the file and the field a record lacks", () => {
    const file = "/tests/fixtures/content/faulty.yaml";
    expect(() => parseRecord(file, files[file], question)).toThrow(ContentError);
    expect(() => parseRecord(file, files[file], question)).toThrow(/^tests\/fixtures\/content\/faulty\.yaml: ar\.question: /);
  });

  it("refuses a record without its Arabic", () => {
    const file = "/tests/fixtures/content/english-only.yaml";
    expect(() => parseRecord(file, files[file], question)).toThrow("tests/fixtures/content/english-only.yaml: ar: missing");
  });

  it("reads an optional field the editor cleared as absent, and keeps what a required one has", () => {
    const schema = question.extend({
      note: z.string().min(1).optional(),
      tags: z.array(z.string().min(1)).min(1).optional(),
      steps: z.array(z.object({ title: z.string(), hint: z.string().min(1).optional() })),
      legalName: z.string(),
    });
    const block = { id: "hours", question: "When?", note: "", tags: [], steps: [{ title: "One", hint: null }], legalName: "" };
    expect(parseRecord("content/x.yaml", { en: block, ar: block }, schema).ar).toEqual({
      id: "hours",
      question: "When?",
      steps: [{ title: "One" }],
      legalName: "",
    });
    expect(() => parseRecord("content/x.yaml", { en: block, ar: { ...block, question: "" } }, schema)).toThrow(
      /^content\/x\.yaml: ar\.question: /,
    );
    expect(() => parseRecord("content/x.yaml", { en: block, ar: { ...block, tags: [""] } }, schema)).toThrow(/ar\.tags\.\[0\]: /);
  });

  it("refuses a collection when one of its files is at fault", () => {
    expect(() => parseCollection(files, question)).toThrow(/english-only\.yaml: ar: missing/);
    const complete = { "/tests/fixtures/content/complete.yaml": files["/tests/fixtures/content/complete.yaml"] };
    expect(parseCollection(complete, question).ar.map((record) => record.id)).toEqual(["business-hours"]);
  });
});

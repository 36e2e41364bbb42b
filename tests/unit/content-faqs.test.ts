import { describe, expect, it } from "vitest";
import { allFaqs, faqGroups } from "~/content/faqs";
import { findPage, isIndexable } from "~/content/pages";

const answers = allFaqs.map((faq) => faq.answer).join("\n");

describe("FAQs", () => {
  it("is a real, indexable page with its own template", () => {
    const page = findPage("/resources/faqs");
    expect(page?.template).toBe("faqs");
    expect(page && isIndexable(page)).toBe(true);
  });

  it("has unique question ids and non-empty questions and answers", () => {
    expect(new Set(allFaqs.map((faq) => faq.id)).size).toBe(allFaqs.length);
    for (const group of faqGroups) expect(group.items.length).toBeGreaterThan(0);
    for (const faq of allFaqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(20);
    }
  });

  it("answers from the facts the spec states", () => {
    expect(answers).toContain("Sunday to Thursday, 8AM-6PM");
    expect(answers).toContain("Saturday, 9AM-3PM");
    expect(answers).toContain("within 2 hours during business hours");
    expect(answers).toContain("within 15 minutes");
    expect(answers).toContain("2-4 weeks");
    expect(answers).toContain("24-48 hours");
    expect(answers).toContain("5-year warranty");
    expect(answers).toContain("3-year warranty");
    expect(answers).toContain("within 24 hours");
    expect(answers).toContain("professional installation, a 1-year warranty, 24/7 technical support and system training");
  });

  it("quotes prices exactly as the spec gives them", () => {
    const cameras = allFaqs.find((faq) => faq.id === "camera-prices")?.answer ?? "";
    expect(cameras).toMatch(/\$249 for bullet/);
    expect(cameras).toMatch(/\$299 for dome/);
    expect(cameras).toMatch(/\$899 for PTZ/);
    expect(cameras).toMatch(/\$199 for wireless/);
    const attendance = allFaqs.find((faq) => faq.id === "attendance-prices")?.answer ?? "";
    expect(attendance).toMatch(/Basic \$299, Professional \$599 .* and Enterprise \$999/);
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { legalDocuments, legalLabels, leadRetentionDays } from "~/content/legal";
import { industryIndex } from "~/content/industry-index";
import { pageRecord } from "~/content/page-texts";
import { serviceIndex } from "~/content/service-index";
import { findQuoteTopic, quoteTopicGroups, quoteTopicOptions } from "~/content/quote-topics";
import { isQuoteTopicId } from "~/content/quote-topic-ids";
import { MarkdownProse, markdownParagraphs } from "~/ui/markdown";

// The records of the pages moved in issue 24 (decision 138) that the tests of their pages do not already read.

describe("the quote topics", () => {
  it("label each service and industry in the quote topics with its page's title, in both languages", () => {
    for (const { slug } of serviceIndex)
      for (const locale of ["en", "ar"] as const)
        expect(findQuoteTopic(slug, locale)?.label).toBe(pageRecord(`/services/${slug}`, locale).title);
    for (const { slug } of industryIndex)
      for (const locale of ["en", "ar"] as const)
        expect(findQuoteTopic(slug, locale)?.label).toBe(pageRecord(`/industries/${slug}`, locale).title);
  });

  it("give the quote topics in each language, the services' titles included", () => {
    expect(quoteTopicGroups("ar").map((group) => group.label)).toEqual(["عام", "الخدمات", "القطاعات"]);
    expect(findQuoteTopic("reference-visit", "ar")?.label).toBe("زيارة مرجعية لموقع");
    expect(findQuoteTopic("access-control", "en")?.label).toBe("Access Control System");
    expect(quoteTopicOptions("en").map((topic) => topic.id)).toEqual(quoteTopicOptions("ar").map((topic) => topic.id));
  });

  it("accept in the forms' checks exactly the topics the list labels", () => {
    for (const { id, label } of quoteTopicOptions("ar")) {
      expect(isQuoteTopicId(id)).toBe(true);
      expect(label).toMatch(/\p{Script=Arabic}/u);
    }
    for (const id of ["", "unknown-topic", "constructor", undefined]) expect(isQuoteTopicId(id)).toBe(false);
  });
});

describe("the legal pages", () => {
  it("state the retention period the code applies, in both languages", () => {
    const retention = (locale: "en" | "ar") =>
      legalDocuments[locale].find((doc) => doc.id === "privacy")!.sections.find((section) => section.id === "retention")!.body;
    expect(retention("en")).toContain(`${leadRetentionDays} days`);
    expect(retention("ar")).toContain(`${leadRetentionDays} يوماً`);
  });

  it("write the Hijri date with a no-break space before هـ", () => {
    for (const doc of legalDocuments.ar) expect(doc.updated).toMatch(/\d{4}\u00a0هـ\)$/);
    expect(legalLabels.ar.updatedLabel).toContain("{date}");
  });
});

describe("Markdown", () => {
  const render = (text: string) =>
    renderToStaticMarkup(
      createElement(MarkdownProse, { text, classes: { p: "p", ul: "ul", a: "a" }, fill: (value) => value.replace("{x}", "X & Y") }),
    );

  it("gives paragraphs and lists with their classes, one text node per piece, every text escaped", () => {
    expect(render("One {x}, 3 < 4.\n\n- a **b** [c](/legal/terms)\n- d")).toBe(
      '<p class="p">One X &amp; Y, 3 &lt; 4.</p><ul class="ul"><li>a <strong>b</strong> <a href="/legal/terms" class="a">c</a></li><li>d</li></ul>',
    );
  });

  it("refuses what the pages have no style for", () => {
    expect(() => render("# Heading")).toThrow(/heading/);
    expect(() => render("| a |\n|---|\n| b |")).toThrow(/table/);
    expect(() => render("A <script>x</script>")).toThrow(/html/);
  });

  it("gives a hero's paragraphs as their contents: a plain paragraph is one string", () => {
    const paragraphs = markdownParagraphs("Plain *one*, 3 < 4.\n\nTwo [x](/contact) ~~y~~\n\nThree");
    const html = paragraphs.map((paragraph) => renderToStaticMarkup(createElement("p", null, paragraph)));
    expect(html).toEqual([
      "<p>Plain <em>one</em>, 3 &lt; 4.</p>",
      '<p>Two <a href="/contact" class="underline underline-offset-2">x</a> <del>y</del></p>',
      "<p>Three</p>",
    ]);
    expect(paragraphs[2]).toBe("Three");
    expect(() => markdownParagraphs("- a list")).toThrow(/list/);
  });
});

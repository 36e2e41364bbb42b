import { describe, expect, it } from "vitest";
import {
  caseStudies,
  caseStudyPlace,
  caseStudyRecords,
  caseStudySector,
  caseStudySystems,
  readProjectHandOff,
  referenceVisitHref,
} from "~/content/case-studies";
import { caseStudyIds } from "~/content/case-study-ids";
import { homeProjects } from "~/content/home/home-projects";
import { findQuoteTopic } from "~/content/quote-topics";
import { pageByPath } from "~/content/pages";
import { validateQuote } from "~/leads/schemas/quote";
import { sceneName } from "~/images/artwork";
import { listImageSlots } from "~/images/slots";

// The project records behind /case-studies and the home page's projects section (issue 15).

describe("the project records", () => {
  it("are one per id, and the home page shows some of them, not copies", () => {
    // The ids are the records' file names; the records keep their own order.
    expect(caseStudies.map((study) => study.id).toSorted()).toEqual([...caseStudyIds]);
    expect(caseStudyRecords.ar.map((study) => study.id)).toEqual(caseStudies.map((study) => study.id));
    const onHome = caseStudies.filter((study) => study.onHomePage);
    for (const locale of ["en", "ar"] as const)
      expect(homeProjects[locale].map((project) => [project.title, project.year, project.stats])).toEqual(
        caseStudyRecords[locale].filter((study) => study.onHomePage).map((study) => [study.title, study.year, study.scope]),
      );
    expect(onHome.length).toBeLessThan(caseStudies.length);
  });

  it("link their sector and systems to pages that exist", () => {
    for (const locale of ["en", "ar"] as const)
      for (const study of caseStudyRecords[locale]) {
        expect(pageByPath(caseStudySector(study, locale).to).template).toBe("industry");
        expect(study.systems.length).toBeGreaterThan(0);
        for (const system of caseStudySystems(study, locale)) expect(pageByPath(system.to).template).toBe("service");
      }
  });

  it("draw each project as a scene the site already has for a topic, registered as a slot", () => {
    const topics = new Set(listImageSlots().map((slot) => slot.prompt));
    for (const study of caseStudies) {
      expect(topics.has(study.image.topic), study.id).toBe(true);
      expect(sceneName(study.image.topic), study.id).not.toBe("building-cameras");
    }
  });

  it("name no client: a site is described by its kind", () => {
    for (const study of caseStudies) expect(study.site).toMatch(/^An? /);
  });
});

describe("the project records in Arabic", () => {
  const arabic = (id: string) => caseStudyRecords.ar.find((study) => study.id === id)!;

  it("put the noun after each figure in the form the number takes (docs/arabic-glossary.md)", () => {
    const scope = (id: string) => arabic(id).scope.map((stat) => `${stat.value} ${stat.label}`);
    expect(scope("campus-jeddah")).toContain("600 باب");
    expect(scope("mall-riyadh")).toContain("12 مدخلاً");
    expect(scope("tower-al-olaya")).toEqual(expect.arrayContaining(["12 طابقاً", "86 باباً"]));
    expect(scope("farm-al-kharj")).toContain("3 وصلات لاسلكية");
    expect(caseStudyRecords.ar.flatMap((study) => study.scope.map((stat) => stat.label))).not.toContain("الأبواب");
  });

  it("join a district and its city with the Arabic comma", () => {
    expect(caseStudyPlace(arabic("tower-al-olaya"), "ar")).toBe("العليا، الرياض");
    expect(caseStudyPlace(caseStudies.find((study) => study.id === "tower-al-olaya")!)).toBe("Al Olaya, Riyadh");
  });
});

describe("the reference site visit", () => {
  it("opens the quote form with its own topic and the project", () => {
    const link = new URL(referenceVisitHref("tower-al-olaya"), "http://site.test");
    expect(link.pathname).toBe("/contact/get-quote");
    expect(Object.fromEntries(link.searchParams)).toEqual({ topic: "reference-visit", project: "tower-al-olaya" });
    expect(findQuoteTopic("reference-visit")?.label).toBe("Reference Site Visit");
    expect(readProjectHandOff("tower-al-olaya")).toEqual({
      value: "tower-al-olaya",
      summary: "A 12-storey commercial tower in Al Olaya, Riyadh (Commercial Tower Access and Intercom, 2024)",
      path: "/case-studies#tower-al-olaya",
    });
    expect(readProjectHandOff("palace")).toBeNull();
  });

  it("is accepted by the quote schema with a known project only", () => {
    const base = { name: "Nora", phone: "0501234567", consent: "on", topic: "reference-visit" };
    const valid = validateQuote({ ...base, project: "farm-al-kharj" });
    expect(valid.success && valid.values.project).toBe("farm-al-kharj");
    expect(validateQuote(base)).toMatchObject({ success: true, values: { project: "" } });
    const invalid = validateQuote({ ...base, project: "palace" });
    expect(invalid.success ? {} : invalid.errors).toHaveProperty("project");
  });
});

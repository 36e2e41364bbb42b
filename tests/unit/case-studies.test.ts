import { describe, expect, it } from "vitest";
import { caseStudies, caseStudySector, caseStudySystems, readProjectHandOff, referenceVisitHref } from "~/content/case-studies";
import { caseStudyIds } from "~/content/case-study-ids";
import { projectsSection } from "~/content/home/projects";
import { findQuoteTopic } from "~/content/quote-topics";
import { pageByPath } from "~/content/pages";
import { validateQuote } from "~/leads/schemas/quote";
import { sceneName } from "~/images/artwork";
import { listImageSlots } from "~/images/slots";

// The project records behind /case-studies and the home page's projects section (issue 15).

describe("the project records", () => {
  it("are one per id, and the home page shows some of them, not copies", () => {
    expect(caseStudies.map((study) => study.id)).toEqual([...caseStudyIds]);
    const onHome = caseStudies.filter((study) => study.onHomePage);
    expect(projectsSection.projects.map((project) => [project.title, project.year, project.stats])).toEqual(
      onHome.map((study) => [study.title, study.year, study.scope]),
    );
    expect(onHome.length).toBeLessThan(caseStudies.length);
  });

  it("link their sector and systems to pages that exist", () => {
    for (const study of caseStudies) {
      expect(pageByPath(caseStudySector(study).to).template).toBe("industry");
      expect(study.systems.length).toBeGreaterThan(0);
      for (const system of caseStudySystems(study)) expect(pageByPath(system.to).template).toBe("service");
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

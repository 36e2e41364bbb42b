import { describe, expect, it } from "vitest";
import { industryByPath, industryRecords } from "~/content/industries";
import { industryPath } from "~/content/industry-index";
import { iconNames } from "~/content/icons";
import { pages } from "~/content/pages";

// The industry records as loaded from content/industries/ and content/pages/industries-index.json.
const industries = industryRecords.en;
/** Every record in both languages, for what holds in each: "slug (ar)". */
const inBothLanguages = (["en", "ar"] as const).flatMap((locale) =>
  industryRecords[locale].map((i) => [`${i.slug} (${locale})`, i] as const),
);

const bySlug = (slug: string) => {
  const industry = industries.find((i) => i.slug === slug);
  if (!industry) throw new Error(`missing industry ${slug}`);
  return industry;
};

describe("industry records", () => {
  it("are exactly the registry's industry pages, each rendered by the industry template", () => {
    const industryPages = pages.filter((page) => page.template === "industry").map((page) => page.path);
    expect(industries.map(industryPath).sort()).toEqual(industryPages.sort());
    expect(industryRecords.ar.map(industryPath)).toEqual(industries.map(industryPath));
    for (const [index, industry] of industries.entries())
      expect(industryByPath(industryPath(industry))).toEqual({ en: industry, ar: industryRecords.ar[index] });
    for (const locale of ["en", "ar"] as const)
      expect(new Set(industryRecords[locale].map((i) => i.hero.badge)).size).toBe(industries.length);
  });

  it.each(inBothLanguages)("%s follows the common structure", (_slug, industry) => {
    const { hero, challenges, solutions, technology } = industry;
    expect(hero.badge).not.toBe("");
    expect(hero.headline).not.toBe("");
    expect(hero.intro).not.toBe("");
    expect(hero.highlights).toHaveLength(4);
    expect(hero.primaryCta).not.toBe("");
    expect(hero.secondaryCta).not.toBe("");
    expect(hero.image.topic).not.toBe("");
    expect(technology.image.topic).not.toBe("");

    expect(challenges.items).toHaveLength(4);
    for (const challenge of challenges.items) {
      expect(challenge.description).not.toBe("");
      expect(challenge.solution).not.toBe("");
      expect(iconNames).toContain(challenge.icon);
    }
    expect(solutions.items).toHaveLength(4);
    for (const solution of solutions.items) {
      expect(solution.features).toHaveLength(4);
      expect(new Set(solution.features).size).toBe(4);
      expect(solution.description).not.toBe("");
      expect(iconNames).toContain(solution.icon);
    }
    expect(new Set(hero.highlights).size).toBe(4);
    expect(technology.points).toHaveLength(3);
    for (const point of technology.points) expect(iconNames).toContain(point.icon);
    expect(industry.description.length).toBeLessThan(160);
  });

  it("puts the technology image on the left (start) for manufacturing only", () => {
    for (const locale of ["en", "ar"] as const)
      expect(industryRecords[locale].filter((i) => i.technology.imageSide === "start").map((i) => i.slug)).toEqual(["manufacturing"]);
  });
});

describe("hero buttons", () => {
  it.each(industries.map((i) => [i.slug, i.hero] as const))(
    "%s: the quote button asks for an assessment or quote, the other for a visit",
    (_slug, hero) => {
      expect(hero.primaryCta).toMatch(/Assessment|Quote/);
      expect(hero.secondaryCta).toMatch(/Survey|Consultation|Visit|Assessment/);
      expect(hero.secondaryCta).not.toBe(hero.primaryCta);
    },
  );

  it("home surveillance has the spec's residential labels", () => {
    const { hero } = bySlug("home-surveillance");
    expect([hero.badge, hero.primaryCta, hero.secondaryCta]).toEqual([
      "Residential Security Experts",
      "Get Home Security Quote",
      "Free Home Assessment",
    ]);
  });
});

describe("the hospital", () => {
  it("states the Saudi rule on cameras and never proposes one in a forbidden room", () => {
    const hospital = bySlug("hospital");
    const rule = /examination rooms, inpatient rooms, changing rooms (and|or) toilets/;
    expect(hospital.hero.intro).toMatch(rule);
    expect(hospital.challenges.items.some((c) => rule.test(c.description))).toBe(true);
    expect(hospital.technology.points.some((p) => rule.test(p.description))).toBe(true);
    const proposals = [
      ...hospital.solutions.items.flatMap((s) => [s.description, ...s.features]),
      ...hospital.challenges.items.map((c) => c.solution),
      hospital.hero.image.topic,
      hospital.technology.image.topic,
    ].join(" ");
    expect(proposals).not.toMatch(/examination|inpatient|patient room|changing room|toilet|ward camera/i);
  });
});

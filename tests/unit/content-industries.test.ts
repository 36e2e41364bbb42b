import { describe, expect, it } from "vitest";
import { icons } from "~/ui/icons";
import { industries, industryByPath } from "~/content/industries";
import { industryPath } from "~/content/industry-index";
import { findPage } from "~/content/pages";

const bySlug = (slug: string) => {
  const industry = industries.find((i) => i.slug === slug);
  if (!industry) throw new Error(`missing industry ${slug}`);
  return industry;
};
const iconNames = Object.keys(icons);

describe("industry records", () => {
  it("has the eight industries of the route table, each a registry page rendered by the industry template", () => {
    expect(industries.map((i) => i.slug)).toEqual([
      "farms-agriculture",
      "hospital",
      "shopping-mall",
      "school-university",
      "warehouse",
      "manufacturing",
      "commercial-buildings",
      "home-surveillance",
    ]);
    for (const industry of industries) {
      expect(findPage(industryPath(industry))?.template).toBe("industry");
      expect(industryByPath(industryPath(industry))).toBe(industry);
    }
  });

  it.each(industries.map((i) => [i.slug, i] as const))("%s follows the common structure", (_slug, industry) => {
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
      expect(iconNames).toContain(solution.icon);
    }
    expect(technology.points).toHaveLength(3);
    expect(industry.description.length).toBeLessThan(160);
  });

  it("puts the technology image on the left (start) for manufacturing only", () => {
    expect(industries.filter((i) => i.technology.imageSide === "start").map((i) => i.slug)).toEqual(["manufacturing"]);
  });
});

describe("badges and button labels of the spec's table", () => {
  it.each([
    ["shopping-mall", "Retail Security Specialists", "Get Retail Security Assessment", "Schedule Site Survey"],
    ["school-university", "Educational Security Experts", "Get Campus Security Assessment", "Emergency Consultation"],
    ["warehouse", "Logistics Security Specialists", "Get Warehouse Security Assessment", "Schedule Site Survey"],
    ["manufacturing", "Industrial Security Experts", "Get Industrial Security Assessment", "Schedule Site Visit"],
    ["commercial-buildings", "Commercial Security Specialists", "Get Commercial Security Assessment", "Schedule Building Survey"],
    ["home-surveillance", "Residential Security Experts", "Get Home Security Quote", "Free Home Assessment"],
  ])("%s", (slug, badge, primary, secondary) => {
    const { hero } = bySlug(slug);
    expect([hero.badge, hero.primaryCta, hero.secondaryCta]).toEqual([badge, primary, secondary]);
  });

  it("gives farms and hospital an assessment button and a survey or consultation button", () => {
    for (const slug of ["farms-agriculture", "hospital"]) {
      const { hero } = bySlug(slug);
      expect(hero.primaryCta).toMatch(/Assessment/);
      expect(hero.secondaryCta).toMatch(/Survey|Consultation/);
    }
  });
});

describe("the spec's content", () => {
  const titles = (items: { title: string }[]) => items.map((item) => item.title);

  it("school and university", () => {
    const school = bySlug("school-university");
    expect(school.hero.highlights).toEqual(["24/7 Campus Protection", "Rapid Emergency Response", "Student Safety Assurance", "Comprehensive Access Control"]);
    expect(titles(school.challenges.items)).toEqual(["Student Safety", "Controlled Campus Access", "Emergency Response", "Asset & Equipment Protection"]);
    expect(titles(school.solutions.items)).toEqual(["Campus-Wide Surveillance", "Access Control & ID Systems", "Emergency Communication", "Classroom Security"]);
    expect(school.solutions.items[3]?.features).toEqual(expect.arrayContaining(["Teacher panic buttons", "Automated lockdown", "Privacy-compliant monitoring"]));
    expect(titles(school.technology.points)).toEqual(["Privacy-Compliant Monitoring", "Student Information System Integration", "Emergency Response Protocols"]);
    expect(school.technology.points[2]?.description).toMatch(/law enforcement/);
  });

  it("warehouse", () => {
    const warehouse = bySlug("warehouse");
    expect(warehouse.hero.highlights).toEqual(["24/7 Protection", "Real-Time Monitoring", "Asset Security", "Inventory Protection"]);
    expect(titles(warehouse.challenges.items)).toEqual(["Inventory & Asset Protection", "Loading Dock Security", "Perimeter & Access Control", "24/7 Operations"]);
    expect(titles(warehouse.solutions.items)).toEqual(["Warehouse Surveillance", "Access Control", "Perimeter Protection", "Logistics Integration"]);
    expect(warehouse.solutions.items[1]?.features.join(" ")).toMatch(/Biometric.*Card.*Vehicle gate/s);
    expect(titles(warehouse.technology.points)).toEqual(["AI Inventory Monitoring", "Logistics Integration", "Comprehensive Protection"]);
  });

  it("manufacturing", () => {
    const manufacturing = bySlug("manufacturing");
    expect(manufacturing.hero.highlights).toEqual(["24/7 Industrial Monitoring", "Rapid Incident Response", "Enhanced Worker Safety", "Production Optimization"]);
    expect(titles(manufacturing.challenges.items)).toEqual(["Equipment Protection", "Worker Safety", "Perimeter Security", "Production Line Monitoring"]);
    expect(manufacturing.challenges.items[1]?.solution).toMatch(/PPE detection/);
    expect(titles(manufacturing.solutions.items)).toEqual(["Perimeter Security", "Production Monitoring", "Worker Safety Systems", "Asset Protection"]);
    expect(titles(manufacturing.technology.points)).toEqual(["AI Safety Detection", "Predictive Maintenance", "Integrated Platform"]);
  });

  it("commercial buildings", () => {
    const commercial = bySlug("commercial-buildings");
    expect(commercial.hero.highlights).toEqual(["24/7 Building Protection", "Automated Access Control", "Multi-Tenant Security", "Visitor Management"]);
    expect(titles(commercial.challenges.items)).toEqual(["Multi-Tenant Management", "Employee & Visitor Access", "After-Hours Security", "Emergency Procedures"]);
    expect(titles(commercial.solutions.items)).toEqual(["Advanced Access Control", "Video Surveillance Network", "Tenant Security Management", "Integrated Safety Systems"]);
    expect(titles(commercial.technology.points)).toEqual(["AI Analytics", "Building Management Integration", "Cloud-Based Management"]);
    expect(commercial.technology.points[1]?.description).toMatch(/HVAC, lighting and elevators/);
  });

  it("home surveillance", () => {
    const home = bySlug("home-surveillance");
    expect(home.hero.highlights).toEqual(["24/7 Home Protection", "Real-Time Mobile Alerts", "Family Safety Assurance", "Remote Access Anywhere"]);
    expect(titles(home.challenges.items)).toEqual(["Property Protection", "Remote Monitoring", "Family Safety", "Access Control"]);
    expect(titles(home.solutions.items)).toEqual(["Indoor Cameras", "Outdoor Perimeter Security", "Smart Doorbell", "Mobile App Integration"]);
    expect(titles(home.technology.points)).toEqual(["AI Detection with Facial Recognition", "Instant Notifications", "Cloud Storage & Privacy"]);
  });

  it("shopping mall technology points", () => {
    expect(titles(bySlug("shopping-mall").technology.points)).toEqual([
      "AI-Powered Loss Prevention",
      "Customer Flow Analytics with Heat Mapping",
      "Integrated Platform",
    ]);
    expect(bySlug("shopping-mall").technology.points[2]?.description).toMatch(/video, access control and alarms/i);
  });

  it("hospital states the Saudi rule on cameras and never proposes one in a forbidden room", () => {
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

import { describe, expect, it } from "vitest";
import { aboutAwards, aboutCompany, aboutHowItWorks, aboutLeadership } from "~/content/about";

describe("About Us", () => {
  it("tells of the 2017 establishment and 7+ years of excellence", () => {
    expect(aboutCompany.intro.paragraphs.join(" ")).toMatch(/2017/);
    expect(aboutCompany.intro.badge).toEqual({ value: "7+", label: "Years of Excellence" });
    expect(aboutCompany.vision.title).toBe("Our Vision");
    expect(aboutCompany.mission.title).toBe("Our Mission");
  });

  it("has the 8 How We Work steps in order", () => {
    expect(aboutCompany.howWeWork.steps.map((s) => [s.step, s.title])).toEqual([
      [1, "Initial Consultation"],
      [2, "Solution Proposal"],
      [3, "System Design"],
      [4, "Equipment Preparation"],
      [5, "Install and Configure"],
      [6, "Testing & Commissioning"],
      [7, "Training & Handover"],
      [8, "Maintenance & Support"],
    ]);
  });

  it("has the six strengths", () => {
    expect(aboutCompany.strengths.items.map((s) => s.title)).toEqual([
      "Quality Priority",
      "Customized Security",
      "Seamless Integration",
      "Diverse Range",
      "Cutting Edge Technology",
      "Constant Innovation",
    ]);
  });
});

describe("Leadership Team", () => {
  it("has the spec's statistics", () => {
    expect(aboutLeadership.stats.map((s) => s.value)).toEqual(["50+", "15+", "100%"]);
    expect(aboutLeadership.stats[0]?.label).toMatch(/Years Combined/);
    expect(aboutLeadership.stats[1]?.label).toMatch(/Certifications/);
    expect(aboutLeadership.stats[2]?.label).toMatch(/Committed/);
  });

  it("has three executives and four department heads, with no invented names", () => {
    expect(aboutLeadership.executives.members.map((m) => m.role)).toEqual(["Chief Executive Officer & Founder", "Chief Technology Officer", "VP of Operations"]);
    expect(aboutLeadership.departments.members.map((m) => m.role)).toEqual([
      "Head of Sales",
      "Head of Engineering",
      "Head of Customer Success",
      "Head of Quality Assurance",
    ]);
    for (const member of [...aboutLeadership.executives.members, ...aboutLeadership.departments.members]) {
      expect(member.name).toBeNull();
      expect(member.responsibility).not.toMatch(/award|degree|PhD|MBA|graduat|years of experience/i);
    }
  });

  it("has three commitment values", () => {
    expect(aboutLeadership.commitment.items).toHaveLength(3);
  });
});

describe("Awards & Recognition", () => {
  it("has three awards from 2023, 2022 and 2022", () => {
    expect(aboutAwards.awards.items.map((a) => a.year)).toEqual([2023, 2022, 2022]);
  });

  it("has six certifications or partnerships, including ISO 27001", () => {
    expect(aboutAwards.certifications.items).toHaveLength(6);
    expect(aboutAwards.certifications.items.map((c) => c.title)).toContain("ISO 27001 Certified");
  });
});

describe("How It Works", () => {
  it("has the five steps, each with what it includes", () => {
    expect(aboutHowItWorks.steps.items.map((s) => s.title)).toEqual([
      "Consultation",
      "Site Survey & Analysis",
      "Professional Installation",
      "Testing & Handover",
      "Ongoing Support",
    ]);
    for (const step of aboutHowItWorks.steps.items) expect(step.details.length).toBeGreaterThanOrEqual(3);
  });

  it("has the spec's timeline", () => {
    expect(aboutHowItWorks.timeline.summary).toBe("Most installations take 2-4 weeks");
    expect(aboutHowItWorks.timeline.phases.map((p) => p.duration)).toEqual(["1-2 days", "3-5 days", "1-2 weeks", "Ongoing"]);
  });
});

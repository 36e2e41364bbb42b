import { describe, expect, it } from "vitest";
import {
  aboutAwards as aboutAwardsBoth,
  aboutCompany as aboutCompanyBoth,
  aboutHowItWorks as aboutHowItWorksBoth,
  aboutLeadership as aboutLeadershipBoth,
  type ProcessStep,
} from "~/content/about";
import { iconNames } from "~/content/icons";
import type { IconCard } from "~/content/types";

// The records' English, as the pages show it; the Arabic's shape is checked at the end.
const [aboutCompany, aboutLeadership, aboutAwards, aboutHowItWorks] = [
  aboutCompanyBoth.en,
  aboutLeadershipBoth.en,
  aboutAwardsBoth.en,
  aboutHowItWorksBoth.en,
];

const expectIconCards = (cards: readonly IconCard[]) => {
  expect(new Set(cards.map((card) => card.title)).size).toBe(cards.length);
  for (const card of cards) {
    expect(iconNames).toContain(card.icon);
    expect(card.description).not.toBe("");
  }
};

/** Steps are numbered 1, 2, 3... in order, with distinct titles. */
const expectNumberedSteps = (steps: readonly ProcessStep[]) => {
  expect(steps.map((step) => step.step)).toEqual(steps.map((_, index) => index + 1));
  expect(new Set(steps.map((step) => step.title)).size).toBe(steps.length);
  for (const step of steps) if (step.icon) expect(iconNames).toContain(step.icon);
};

describe("About Us", () => {
  it("tells one founding story from the configured facts, with no year written in", () => {
    const text = [aboutCompany.intro.eyebrow, ...aboutCompany.intro.paragraphs].join(" ");
    for (const token of ["{engineersSince}", "{incorporated}"]) expect(text).toContain(token);
    expect(text).not.toMatch(/\b(19|20)\d\d\b/);
    expect(aboutCompany.intro.badge.value).toBe("{years}+");
  });

  it("has vision, mission and six strengths as icon cards", () => {
    expectIconCards([aboutCompany.vision, aboutCompany.mission]);
    expect(aboutCompany.strengths.items).toHaveLength(6);
    expectIconCards(aboutCompany.strengths.items);
  });

  it("has the spec's eight How We Work steps, numbered in order", () => {
    expect(aboutCompany.howWeWork.steps).toHaveLength(8);
    expectNumberedSteps(aboutCompany.howWeWork.steps);
  });
});

describe("Leadership Team", () => {
  it("has three figures, each a value over a label", () => {
    expect(aboutLeadership.stats).toHaveLength(3);
    for (const stat of aboutLeadership.stats) expect([stat.value.trim(), stat.label.trim()]).not.toContain("");
  });

  it("has three executives and four department heads, with no invented names or credentials", () => {
    expect(aboutLeadership.executives.members).toHaveLength(3);
    expect(aboutLeadership.departments.members).toHaveLength(4);
    const members = [...aboutLeadership.executives.members, ...aboutLeadership.departments.members];
    expect(new Set(members.map((member) => member.role)).size).toBe(members.length);
    for (const member of members) {
      expect(member).not.toHaveProperty("name");
      expect(member.responsibility).not.toMatch(/award|degree|PhD|MBA|graduat|years of experience/i);
    }
  });

  it("has three commitment values", () => {
    expect(aboutLeadership.commitment.items).toHaveLength(3);
    expectIconCards(aboutLeadership.commitment.items);
  });
});

describe("Awards & Recognition", () => {
  it("lists three awards, newest first, with no invented awarding body", () => {
    const years = aboutAwards.awards.items.map((award) => award.year);
    expect(years).toHaveLength(3);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const award of aboutAwards.awards.items) expect(award).not.toHaveProperty("organization");
  });

  it("has six certifications or partnerships, including the spec's ISO 27001", () => {
    expect(aboutAwards.certifications.items).toHaveLength(6);
    expectIconCards(aboutAwards.certifications.items);
    expect(aboutAwards.certifications.items.map((c) => c.title)).toContain("ISO 27001 Certified");
  });
});

describe("How It Works", () => {
  it("has five numbered steps, each with at least three things it includes", () => {
    expect(aboutHowItWorks.steps.items).toHaveLength(5);
    expectNumberedSteps(aboutHowItWorks.steps.items);
    for (const step of aboutHowItWorks.steps.items) expect(step.details?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it("has a timeline of phases, each with its duration", () => {
    expect(aboutHowItWorks.timeline.phases.length).toBeGreaterThan(0);
    for (const phase of aboutHowItWorks.timeline.phases) expect([phase.label.trim(), phase.duration.trim()]).not.toContain("");
  });
});

describe("the about pages in Arabic", () => {
  /** A record with each text as "text": what both languages hold alike (ids, icons, step numbers, years, figures). */
  const neutral = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(neutral)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, neutral(item)]))
        : typeof value === "string" && !/^[a-z0-9-]+$/.test(value) && /\p{L}/u.test(value)
          ? "text"
          : value;

  it("hold the same steps, icons, years and figures as the English, with their texts in Arabic", () => {
    for (const record of [aboutCompanyBoth, aboutLeadershipBoth, aboutAwardsBoth, aboutHowItWorksBoth]) {
      expect(neutral(record.ar)).toEqual(neutral(record.en));
    }
  });

  it("keep the years badge's plus after the figure, as the English (glossary: N+ figures), and support as ongoing", () => {
    expect(aboutCompanyBoth.ar.intro.badge.value).toBe("{years}+");
    expect(aboutHowItWorksBoth.ar.timeline.phases.at(-1)?.duration).toBe("مستمر");
  });
});

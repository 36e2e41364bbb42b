import { describe, expect, it } from "vitest";
import { blogArticles } from "~/content/blog";
import { articlePath } from "~/content/blog-ids";
import { pages } from "~/content/pages";
import { baseURL } from "./support/browser";

// Every page's JSON-LD parses, and each type carries the properties search engines require.
type Block = Record<string, unknown> & { "@type": string };

async function blocksOf(path: string): Promise<Block[]> {
  const html = await (await fetch(new URL(path, baseURL()))).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Block);
}

const requiredByType: Record<string, (block: Block) => void> = {
  BreadcrumbList: (block) => {
    const items = block.itemListElement as Array<Record<string, unknown>>;
    expect(items.length).toBeGreaterThan(0);
    items.forEach((item, index) => {
      expect(item.position).toBe(index + 1);
      expect(item.name).toBeTruthy();
      expect(String(item.item)).toMatch(/^https?:\/\//);
    });
  },
  Organization: (block) => {
    expect(block.name).toBeTruthy();
    expect(String(block.url)).toMatch(/^https?:\/\//);
    expect(String(block.logo)).toMatch(/^https?:\/\//);
  },
  WebSite: (block) => {
    expect(block.name).toBeTruthy();
    expect(String(block.url)).toMatch(/^https?:\/\//);
  },
  LocalBusiness: (block) => {
    expect(block.name).toBeTruthy();
    expect(block.telephone).toBeTruthy();
    const address = block.address as Record<string, string>;
    expect(address.streetAddress && address.addressLocality && address.addressCountry).toBeTruthy();
    const hours = block.openingHoursSpecification as Array<Record<string, unknown>>;
    expect(hours.map((spec) => [spec.dayOfWeek, spec.opens, spec.closes])).toEqual([
      [["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"], "08:00", "18:00"],
      [["Saturday"], "09:00", "15:00"],
    ]);
  },
  Service: (block) => {
    expect(block.name).toBeTruthy();
    expect(block.provider).toBeTruthy();
    expect(block.areaServed).toBeTruthy();
  },
  BlogPosting: (block) => {
    expect(block.headline).toBeTruthy();
    expect(String(block.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(block.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(block.dateModified) >= String(block.datePublished)).toBe(true);
    expect(["en", "ar"]).toContain(block.inLanguage);
    for (const party of [block.author, block.publisher] as Array<Record<string, unknown>>) {
      expect(party["@type"]).toBe("Organization");
      expect(party.name).toBeTruthy();
    }
    expect(String((block.publisher as Record<string, Record<string, unknown>>).logo!.url)).toMatch(/^https?:\/\//);
    expect(String((block.image as Record<string, unknown>).url)).toMatch(/^https?:\/\//);
    expect(String((block.mainEntityOfPage as Record<string, unknown>)["@id"])).toMatch(/^https?:\/\/.+\/blog\/[a-z0-9-]+$/);
  },
  JobPosting: (block) => {
    expect(block.title && block.description && block.datePosted).toBeTruthy();
    expect((block.hiringOrganization as Record<string, unknown>).name).toBeTruthy();
    const address = (block.jobLocation as { address: Record<string, string> }).address;
    expect(address.addressLocality && address.addressCountry).toBeTruthy();
  },
  FAQPage: (block) => {
    const questions = block.mainEntity as Array<Record<string, unknown>>;
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toBeTruthy();
      expect((question.acceptedAnswer as Record<string, unknown>).text).toBeTruthy();
    }
  },
};

describe("structured data", () => {
  const blogPages = blogArticles.en.flatMap((article) => [articlePath(article.slug), `/ar${articlePath(article.slug)}`]);
  it.each([...pages.map((page) => page.path), ...blogPages].map((path) => [path] as const))(
    "%s: every JSON-LD block is valid and complete",
    async (path) => {
      const blocks = await blocksOf(path);
      for (const block of blocks) {
        expect(block["@context"]).toBe("https://schema.org");
        const check = requiredByType[block["@type"]];
        expect(check, `unexpected type ${block["@type"]}`).toBeDefined();
        check!(block);
      }
      if (path !== "/") expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
    },
  );

  it("the home page and the location page describe the company and its three offices", async () => {
    for (const path of ["/", "/contact/our-location"]) {
      const types = (await blocksOf(path)).map((block) => block["@type"]);
      expect(types.filter((type) => type === "Organization")).toHaveLength(1);
      expect(types.filter((type) => type === "LocalBusiness")).toHaveLength(3);
    }
    expect((await blocksOf("/")).some((block) => block["@type"] === "WebSite")).toBe(true);
  });

  it("service pages carry Service and the FAQ page FAQPage", async () => {
    expect((await blocksOf("/services/access-control")).map((block) => block["@type"])).toContain("Service");
    expect((await blocksOf("/resources/faqs")).map((block) => block["@type"])).toContain("FAQPage");
  });

  it("an article carries BlogPosting in its page's language, with its own address", async () => {
    const article = blogArticles.en[0]!;
    for (const [prefix, locale] of [
      ["", "en"],
      ["/ar", "ar"],
    ] as const) {
      const posting = (await blocksOf(`${prefix}${articlePath(article.slug)}`)).find((block) => block["@type"] === "BlogPosting");
      expect(posting?.headline).toBe(blogArticles[locale][0]!.title);
      expect(posting?.inLanguage).toBe(locale);
      expect(posting?.datePublished).toBe(article.date);
      expect(String((posting?.mainEntityOfPage as Record<string, unknown>)["@id"])).toMatch(new RegExp(`${prefix}/blog/${article.slug}$`));
    }
  });
});

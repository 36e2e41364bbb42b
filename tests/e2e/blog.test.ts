import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticles, blogText, readingMinutes } from "~/content/blog";
import { ARTICLES_PER_PAGE, articlePath, BLOG_FEED_PATH, blogCategoryIds, blogListPath, pageCount } from "~/content/blog-ids";
import { servicePath } from "~/content/service-index";
import { DAY_MONTH_YEAR, formatDay } from "~/i18n/format";
import { locales, localizedPath, type Locale } from "~/i18n/locale";
import { baseURL, DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";
import { messageIn } from "./support/locales";

// Issue 25's blog in both languages: the list with its categories and pages, the articles (date with the Umm al-Qura
// date on Arabic pages, reading time, sources, the related service's call to action), the Atom feeds, the links to
// them in <head> and the sitemap.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole("main");
const get = (path: string) => fetch(new URL(path, baseURL()));
const dayOf = (date: string, locale: Locale) => formatDay(new Date(`${date}T00:00:00Z`), locale, DAY_MONTH_YEAR);

/** The feed `<link>`s of a page's <head>, as [type, href path]. */
async function feedLinks(page: Page): Promise<[string, string][]> {
  return page.$$eval('head link[rel="alternate"][type]', (links) =>
    links.map((link) => [link.getAttribute("type")!, new URL(link.getAttribute("href")!).pathname] as [string, string]),
  );
}

describe.each(locales)("the blog in %s", (locale) => {
  const articles = blogArticles[locale];
  const text = blogText[locale];
  const at = (path: string) => localizedPath(path, locale);

  it("lists the newest articles first, six a page, with categories, dates and reading times, and links its feed", async () => {
    expect(articles.length).toBeGreaterThan(0);
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto(at("/blog"));
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(
      await main(page)
        .getByText(/coming soon|قريباً/i)
        .count(),
    ).toBe(0);

    const cards = main(page).locator("ul > li:has(h2)");
    const shown = articles.slice(0, ARTICLES_PER_PAGE);
    expect(await cards.count()).toBe(shown.length);
    for (const [index, article] of shown.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole("heading", { level: 2 }).textContent()).toBe(article.title);
      expect(await card.getByRole("link", { name: article.title }).getAttribute("href")).toBe(at(articlePath(article.slug)));
      expect(await card.getByText(article.summary).count()).toBe(1);
      expect(await card.locator("time").getAttribute("datetime")).toBe(article.date);
      expect(await card.locator("time").textContent()).toBe(dayOf(article.date, locale));
      expect(await card.getByText(messageIn(locale, "blog.readingTime", { minutes: readingMinutes(article, locale) })).count()).toBe(1);
      expect(await card.getByRole("link", { name: text.categories[article.category], exact: true }).getAttribute("href")).toBe(
        at(blogListPath(1, article.category)),
      );
    }

    // The categories: one link each for those with articles, and "all articles" as the current page.
    const categories = page.getByRole("navigation", { name: text.categoriesLabel });
    const used = blogCategoryIds.filter((id) => articles.some((article) => article.category === id));
    expect(await categories.getByRole("link").allTextContents()).toEqual([text.allArticles, ...used.map((id) => text.categories[id])]);
    expect(await categories.getByRole("link", { name: text.allArticles }).getAttribute("aria-current")).toBe("page");

    // Pagination: a "Next" link when there is a second page; none (and no second page) otherwise.
    const pages = pageCount(articles.length);
    const pagination = page.getByRole("navigation", { name: messageIn(locale, "blog.pagination.label") });
    if (pages > 1) {
      expect(await pagination.getByText(messageIn(locale, "blog.pagination.status", { page: 1, pages })).count()).toBe(1);
      expect(await pagination.getByRole("link", { name: messageIn(locale, "blog.pagination.next") }).getAttribute("href")).toBe(
        at(blogListPath(2)),
      );
      expect((await get(at(blogListPath(2)))).status).toBe(200);
    } else expect(await pagination.count()).toBe(0);
    expect((await get(at(blogListPath(pages + 1)))).status).toBe(404);

    expect(await feedLinks(page)).toContainEqual(["application/atom+xml", at(BLOG_FEED_PATH)]);
    expect(errors).toEqual([]);
    await close();
  });

  it("lists one category's articles on its own page, and answers 404 for an unknown category", async () => {
    const category = articles[0]!.category;
    const { page, close } = await openPage(browser);
    expect((await page.goto(at(blogListPath(1, category))))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(text.categories[category]);
    const titles = await main(page).locator("ul > li h2").allTextContents();
    expect(titles).toEqual(
      articles
        .filter((article) => article.category === category)
        .slice(0, ARTICLES_PER_PAGE)
        .map((article) => article.title),
    );
    const categories = page.getByRole("navigation", { name: text.categoriesLabel });
    expect(await categories.getByRole("link", { name: text.categories[category] }).getAttribute("aria-current")).toBe("page");
    await close();
    expect((await get(at("/blog/category/no-such-category"))).status).toBe(404);
    expect((await get(at("/blog/no-such-article"))).status).toBe(404);
  });

  it("shows an article: title, date, reading time, author, cover, body, sources, the service's call to action", async () => {
    const article = articles.find((candidate) => candidate.slug === "cctv-law-explained") ?? articles[0]!;
    const { page, errors, close } = await openPage(browser);
    expect((await page.goto(at(articlePath(article.slug))))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(article.title);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(article.summary);
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");

    const published = main(page).locator(`article time[datetime="${article.date}"]`).first();
    const day = await published.textContent();
    expect(day).toBe(dayOf(article.date, locale));
    // On Arabic pages the Umm al-Qura date stands beside the Gregorian one.
    if (locale === "ar") expect(day).toMatch(/^\d{1,2} \S+ \d{4} \(\d{1,2} .+ \d{4}\u00a0هـ\)$/);
    else expect(day).not.toMatch(/هـ/);
    const minutes = readingMinutes(article, locale);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(
      await main(page)
        .getByText(messageIn(locale, "blog.readingTime", { minutes }))
        .count(),
    ).toBe(1);
    expect(await main(page).getByText(article.author, { exact: true }).count()).toBe(1);
    expect(await main(page).getByRole("img", { name: article.cover.alt }).count()).toBe(1);
    expect(await main(page).getByRole("heading", { level: 2 }).count()).toBeGreaterThan(2);

    const sources = main(page).getByRole("region", { name: text.sourcesHeading });
    const items = sources.getByRole("listitem");
    expect(await items.count()).toBe(article.sources.length);
    for (const [index, source] of article.sources.entries()) {
      expect(await items.nth(index).getByRole("link").getAttribute("href")).toBe(source.url);
      expect(await items.nth(index).textContent()).toContain(source.publisher);
    }

    const cta = main(page).getByRole("complementary", { name: text.ctaHeading });
    const hrefs = await cta.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([at(`/contact/get-quote?topic=${article.service}`), at(servicePath({ slug: article.service }))]);

    // The trail: home, the blog, the category, the article.
    const trail = page.getByRole("navigation", { name: messageIn(locale, "common.breadcrumb") });
    expect(await trail.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      at("/"),
      at("/blog"),
      at(blogListPath(1, article.category)),
    ]);
    expect(await feedLinks(page)).toContainEqual(["application/atom+xml", at(BLOG_FEED_PATH)]);
    expect(errors).toEqual([]);
    await close();
  });

  it("serves an Atom feed that parses and lists every article with its address, summary, date and category", async () => {
    const response = await get(at(BLOG_FEED_PATH));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/atom\+xml/);
    const xml = await response.text();
    const { page, close } = await openPage(browser);
    const feed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "application/xml");
      const child = (parent: Element, name: string) => parent.getElementsByTagName(name)[0];
      return {
        error: document.getElementsByTagName("parsererror").length > 0,
        root: document.documentElement.localName,
        namespace: document.documentElement.namespaceURI,
        self: [...document.documentElement.children]
          .find((node) => node.localName === "link" && node.getAttribute("rel") === "self")
          ?.getAttribute("href"),
        entries: [...document.getElementsByTagName("entry")].map((entry) => ({
          title: child(entry, "title")?.textContent,
          link: child(entry, "link")?.getAttribute("href"),
          summary: child(entry, "summary")?.textContent,
          published: child(entry, "published")?.textContent,
          category: child(entry, "category")?.getAttribute("term"),
        })),
      };
    }, xml);
    await close();
    expect(feed.error).toBe(false);
    expect(feed.root).toBe("feed");
    expect(feed.namespace).toBe("http://www.w3.org/2005/Atom");
    expect(new URL(feed.self!).pathname).toBe(at(BLOG_FEED_PATH));
    expect(feed.entries.map((entry) => entry.title)).toEqual(articles.map((article) => article.title));
    for (const [index, article] of articles.entries()) {
      const entry = feed.entries[index]!;
      expect(new URL(entry.link!).pathname).toBe(at(articlePath(article.slug)));
      expect(entry.summary).toBe(article.summary);
      expect(entry.published!.slice(0, 10)).toBe(article.date);
      expect(entry.category).toBe(article.category);
    }
  });

  it("passes axe at 390 and 1280 px, list and article", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, close } = await openPage(browser, { viewport });
      for (const path of [at("/blog"), at(articlePath(articles[0]!.slug))]) {
        await page.goto(path);
        await expectNoSeriousA11yViolations(page);
      }
      await close();
    }
    // Four axe runs; each takes up to a minute on a busy machine.
  }, 240_000);
});

describe("the sitemap", () => {
  it("lists every article and category in both languages, each with its alternates", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const entry = (path: string) => urls.find((url) => url.includes(`${path}</loc>`));
    for (const article of blogArticles.en) {
      for (const locale of locales) {
        const url = entry(localizedPath(articlePath(article.slug), locale));
        expect(url, `${locale} ${article.slug}`).toBeDefined();
        expect(url).toMatch(new RegExp(`hreflang="ar" href="[^"]+/ar/blog/${article.slug}"`));
        expect(url).toMatch(new RegExp(`hreflang="en" href="[^"]+(?<!/ar)/blog/${article.slug}"`));
      }
      expect(entry(blogListPath(1, article.category))).toBeDefined();
    }
    expect(entry("/blog")).toBeDefined();
    expect(entry("/ar/blog")).toBeDefined();
  });
});

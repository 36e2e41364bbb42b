import { describe, expect, it } from "vitest";
import { breadcrumbTrail, humanizeSegment, segmentLabels } from "~/content/breadcrumbs";
import { pageLabel, pageRecord, pageRecords } from "~/content/page-texts";
import { findPage } from "~/content/pages";

// Every segment SPEC §2 says has a breadcrumb label.
const specSegments = [
  "about",
  "services",
  "industries",
  "case-studies",
  "blog",
  "contact",
  "resources",
  "careers",
  "packages",
  "shop",
  "my-account",
  "company",
  "leadership",
  "awards",
  "how-it-works",
  "landline-telephone",
  "attendance-management",
  "dashcam-protection",
  "automated-entrance",
  "parking-security",
  "pos-payments",
  "public-address",
  "intruder-alarms",
  "access-control",
  "video-intercom",
  "smart-network",
  "smart-surveillance",
  "farms-agriculture",
  "hospital",
  "shopping-mall",
  "school-university",
  "warehouse",
  "manufacturing",
  "commercial-buildings",
  "home-surveillance",
  "contact-us",
  "get-quote",
  "our-location",
  "faqs",
  "gallery",
  "reviews",
];

describe("breadcrumb labels", () => {
  it.each(specSegments)("has a label for %s", (segment) => {
    expect(segmentLabels.en[segment]).toBeTruthy();
    expect(segmentLabels.en[segment]).not.toBe(humanizeSegment(segment).toLowerCase());
    expect(segmentLabels.ar[segment]).toMatch(/[\u0600-\u06ff]/);
  });

  it.each(pageRecords.en.filter((page) => page.path !== "/").map((page) => [page.path, page] as const))(
    "ends the trail of %s with the page's label, linking only pages that exist",
    (path, page) => {
      const trail = breadcrumbTrail(path, "en");
      expect(trail.at(-1)?.label).toBe(pageLabel(page));
      expect(breadcrumbTrail(path, "ar").at(-1)?.label).toBe(pageLabel(pageRecord(path, "ar")));
      for (const crumb of trail.slice(0, -1)) expect(crumb.linked).toBe(findPage(crumb.path) !== undefined);
    },
  );

  it("shows an unknown segment with dashes replaced by spaces, capitalised", () => {
    expect(humanizeSegment("smart-home-kit")).toBe("Smart Home Kit");
    expect(breadcrumbTrail("/resources/new-video-guides", "en").at(-1)?.label).toBe("New Video Guides");
  });
});

describe("breadcrumbTrail", () => {
  it("starts at Home and links each level that has a page, the last plain", () => {
    expect(breadcrumbTrail("/services/access-control", "en")).toEqual([
      { label: "Home", path: "/", linked: true },
      { label: "Services", path: "/services", linked: true },
      { label: "Access Control", path: "/services/access-control", linked: false },
    ]);
  });

  it("does not link a level that has no page of its own", () => {
    const trail = breadcrumbTrail("/industries/hospital", "en");
    expect(trail.map((crumb) => [crumb.label, crumb.linked])).toEqual([
      ["Home", true],
      ["Industries", false],
      ["Hospital & Healthcare", false],
    ]);
  });

  it("is labelled in Arabic on Arabic pages, the paths staying English (the page puts them under /ar)", () => {
    expect(breadcrumbTrail("/legal/privacy", "ar")).toEqual([
      { label: "الرئيسية", path: "/", linked: true },
      { label: "الشؤون القانونية", path: "/legal", linked: false },
      { label: "سياسة الخصوصية", path: "/legal/privacy", linked: false },
    ]);
  });

  it("is only Home on the home page", () => {
    expect(breadcrumbTrail("/", "en")).toEqual([{ label: "Home", path: "/", linked: false }]);
  });
});

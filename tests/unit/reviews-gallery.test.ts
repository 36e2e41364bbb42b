import { describe, expect, it } from "vitest";
import { ContentError } from "~/content/bilingual";
import { readGallery } from "~/content/gallery";
import { readReviews } from "~/content/reviews";

// The reviews' and the gallery's records (issue 25): a record an editor gets wrong stops the build, naming the file
// and the field. The real collections ship empty (no invented review or photo); these records are the tests' own.

const review = {
  id: "villa-cameras",
  quote: "The team surveyed the villa, explained every camera's view and finished in two days.",
  name: "A. K.",
  role: "Villa owner",
  sector: "home-surveillance",
  city: "Riyadh",
  date: "2026-03",
  consent: "Written consent by email, 2 March 2026",
};
const reviewAr = {
  ...review,
  quote: "عاين الفريق الفيلا وشرح مجال رؤية كل كاميرا وأنهى العمل في يومين.",
  name: "ع. ك.",
  role: "مالك فيلا",
  city: "الرياض",
};
const reviewFile = (en: object, ar: object = en) => ({ "/content/reviews/villa-cameras.yaml": { en, ar } });

const photo = {
  id: "gate-camera",
  order: 1,
  image: "/media/gate-camera.jpg",
  alt: "A dome camera above a warehouse gate",
  caption: "Gate cameras at a logistics warehouse",
  sector: "warehouse",
  caseStudy: "logistics-dammam",
};
const photoAr = { ...photo, alt: "كاميرا قبة فوق بوابة مستودع", caption: "كاميرات البوابة في مستودع لوجستي" };
const photoFile = (en: object, ar: object = en) => ({ "/content/gallery/gate-camera.yaml": { en, ar } });

describe("a review record", () => {
  it("reads in both languages", () => {
    const record = readReviews(reviewFile(review, reviewAr)).get("villa-cameras")!;
    expect(record.en.quote).toBe(review.quote);
    expect(record.ar.name).toBe("ع. ك.");
    expect(record.ar.date).toBe("2026-03");
  });

  it.each([
    ["a sector that is no industry page", { sector: "villas" }, "content/reviews/villa-cameras.yaml: en.sector: no such page: villas"],
    ["a day instead of a month", { date: "2026-03-15" }, "content/reviews/villa-cameras.yaml: en.date: "],
    ["no consent note", { consent: "" }, "content/reviews/villa-cameras.yaml: en.consent: "],
    ["an empty quote", { quote: "" }, "content/reviews/villa-cameras.yaml: en.quote: "],
    ["an id that is not the file's name", { id: "villa" }, 'content/reviews/villa-cameras.yaml: en.id: "villa" is not the file\'s name'],
  ])("refuses %s, naming the file and the field", (_case, change, message) => {
    const read = () => readReviews(reviewFile({ ...review, ...change }, { ...reviewAr, ...change }));
    expect(read).toThrow(ContentError);
    expect(read).toThrow(message);
  });

  it("refuses an Arabic block without its quote", () => {
    const { quote: _quote, ...withoutQuote } = reviewAr;
    expect(() => readReviews(reviewFile(review, withoutQuote))).toThrow("content/reviews/villa-cameras.yaml: ar.quote: ");
  });
});

describe("a gallery record", () => {
  it("reads in both languages, its case study optional", () => {
    const record = readGallery(photoFile(photo, photoAr)).get("gate-camera")!;
    expect(record.ar.alt).toBe(photoAr.alt);
    expect(record.en.image).toBe("/media/gate-camera.jpg");
    const { caseStudy: _caseStudy, ...alone } = photo;
    expect(readGallery(photoFile(alone)).get("gate-camera")!.en.caseStudy).toBeUndefined();
    // An editor who cleared the optional field leaves "" behind: read as no case study.
    expect(readGallery(photoFile({ ...photo, caseStudy: "" })).get("gate-camera")!.en.caseStudy).toBeUndefined();
  });

  it.each([
    ["a photo outside the media folder", { image: "https://example.com/a.jpg" }, "content/gallery/gate-camera.yaml: en.image: "],
    ["a file that is no photo", { image: "/media/brochure.pdf" }, "content/gallery/gate-camera.yaml: en.image: "],
    ["an unknown case study", { caseStudy: "mall-jeddah" }, "content/gallery/gate-camera.yaml: en.caseStudy: no such page: mall-jeddah"],
    ["a sector that is no industry page", { sector: "ports" }, "content/gallery/gate-camera.yaml: en.sector: no such page: ports"],
    ["no order", { order: undefined }, "content/gallery/gate-camera.yaml: en.order: "],
  ])("refuses %s, naming the file and the field", (_case, change, message) => {
    const read = () => readGallery(photoFile({ ...photo, ...change }, { ...photoAr, ...change }));
    expect(read).toThrow(ContentError);
    expect(read).toThrow(message);
  });

  it("refuses an Arabic block without its text alternative", () => {
    const { alt: _alt, ...withoutAlt } = photoAr;
    expect(() => readGallery(photoFile(photo, withoutAlt))).toThrow("content/gallery/gate-camera.yaml: ar.alt: ");
  });
});

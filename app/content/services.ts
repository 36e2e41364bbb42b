import { z } from "zod";
import labelsData from "/content/templates/service-page.yaml";
import { bothLocales, ContentError, parseRecord, type Bilingual } from "./bilingual";
import { iconNames } from "./icons";
import { industryIndex } from "./industry-index";
import { markdownParagraphsField } from "./markdown";
import { pageLabel, pageRecord, type PageTexts } from "./page-texts";
import { checkLinks, fillTokens, recordsById } from "./record-files";
import { serviceIndex, servicePath } from "./service-index";
import { iconCardSchema, imageSlotSchema, itemsSectionSchema, slugSchema, statSchema, textSchema } from "./types";
import { warrantyTokens } from "./warranties";

// The twelve service pages (SPEC §2): one record each in content/services/<slug>.yaml, rendered by one template
// (routes/service.tsx); their titles, menu labels, subtitles and descriptions are the pages' records
// (content/pages/services-<slug>.yaml). Figures and prices are the spec's own (SPEC §9). The nine services the spec
// leaves as "Coming soon" get pages in the same structure, with no prices, certifications, statistics or client names
// of their own (docs/decisions/011-service-and-industry-content.md).

const text = textSchema;

/** A section's heading and optional introduction, with its items. */
const section = <T extends z.ZodType>(item: T) => itemsSectionSchema(item, text().optional());

/** A list price in US dollars before VAT; one over $100,000 (SAR 431,250 with VAT) is a slip, refused in the editor and by the build. */
export const MAX_LIST_PRICE_USD = 100_000;
const listPriceUsd = z.number().positive().max(MAX_LIST_PRICE_USD);

const cameraTypeSchema = z.object({
  icon: z.enum(iconNames).meta({ i18n: "duplicate" }),
  type: text(),
  description: text(),
  /** The "from" price in US dollars (SPEC §9), before VAT; shown in riyals first (./list-prices.ts). */
  priceFrom: listPriceUsd.meta({ i18n: "duplicate", label: "From price (US dollars, before VAT)" }),
});

const servicePackageSchema = z.object({
  name: text(),
  /** In US dollars (SPEC §9), before VAT; shown in riyals first (./list-prices.ts). */
  price: listPriceUsd.int().meta({ i18n: "duplicate", label: "Price (US dollars, before VAT)" }),
  period: text(),
  features: z.array(text()).min(1),
  popular: z.boolean().optional().meta({ i18n: "duplicate", label: "Most popular" }),
});

const specificationSchema = z.object({ label: text(), value: text() });

const servedIndustrySchema = z.object({
  label: text(),
  /** Slug of the matching industry page, when there is one. */
  industry: slugSchema("Industry page (its address), when there is one").optional(),
});

/** One service page's record. Texts may name a warranty by token: {installationWarranty}, {equipmentWarranty}, {packageWarranty}. */
export const servicePageSchema = z.object({
  slug: slugSchema("Address (/services/…): the file's name"),
  /** Opening section beside the hero image: what the service is and who it is for. */
  overview: z.object({
    eyebrow: text(),
    heading: text(),
    body: markdownParagraphsField("Text beside the hero image (paragraphs)"),
    image: imageSlotSchema,
  }),
  /** Labels of the two buttons: the quote request for this service, and the contact page. */
  cta: z.object({ quote: text().meta({ label: "Quote button" }), contact: text().meta({ label: "Contact button" }) }),
  /** Headline figures: "99.9%" over "Accuracy"; only the three detailed services have them. */
  claims: z.array(statSchema).optional().meta({ label: "Headline figures" }),
  features: section(iconCardSchema),
  /** Access control: the four credential methods. */
  methods: section(iconCardSchema).optional(),
  /** Smart surveillance: camera types with prices. */
  cameraTypes: section(cameraTypeSchema).optional().meta({ label: "Camera types" }),
  /** Attendance: the priced packages. */
  packages: section(servicePackageSchema).optional(),
  specifications: section(specificationSchema).optional(),
  industriesServed: section(servedIndustrySchema).optional().meta({ label: "Industries served" }),
  benefits: section(text()),
});

export type ServicePage = z.output<typeof servicePageSchema>;
export type CameraType = z.output<typeof cameraTypeSchema>;
export type ServicePackage = z.output<typeof servicePackageSchema>;
export type Specification = z.output<typeof specificationSchema>;
export type ServedIndustry = z.output<typeof servedIndustrySchema>;
/** A service page: what its page record says of it (title, menu label, subtitle, description) and its own record. */
export type ServiceRecord = ServicePage & Pick<PageTexts, "title" | "description"> & { navLabel: string; subtitle: string };

export const servicesCollection = { name: "services", label: "Service pages", folder: "content/services", schema: servicePageSchema };

/** Interface words of the service template. */
export const servicePageLabelsSchema = z.object({
  claimsHeading: text().meta({ label: "Heading of the headline figures (read by screen readers)" }),
  priceFrom: text().meta({ label: "Before a from-price" }),
  popular: text().meta({ label: "Badge of the most popular package" }),
  choosePackage: text()
    .refine((label) => label.includes("{name}"), "keep {name}: the package's name")
    .meta({ label: "Package button: {name} is the package's name" }),
  areaServed: text().meta({ label: "Country served (schema.org areaServed)" }),
});

export const servicePageLabelsCollection = {
  name: "service-page",
  label: "Service pages: the words of every one",
  file: "content/templates/service-page.yaml",
  schema: servicePageLabelsSchema,
};

export const serviceLabels = parseRecord(servicePageLabelsCollection.file, labelsData, servicePageLabelsSchema);

const pages = recordsById(import.meta.glob("/content/services/*.yaml", { eager: true, import: "default" }), servicePageSchema, "slug");
const fileOf = (slug: string) => `content/services/${slug}.yaml`;
const listedSlugs = serviceIndex.map((entry) => entry.slug);
for (const slug of pages.keys())
  if (!listedSlugs.includes(slug)) throw new ContentError(`${fileOf(slug)}: not a service of app/content/service-index.ts`);
for (const slug of listedSlugs) {
  const page = pages.get(slug);
  if (!page) throw new ContentError(`${fileOf(slug)}: missing (app/content/service-index.ts lists "${slug}")`);
  for (const locale of ["en", "ar"] as const) {
    const served = page[locale].industriesServed?.items.map((item) => item.industry) ?? [];
    checkLinks(
      fileOf(slug),
      `${locale}.industriesServed`,
      served,
      industryIndex.map((industry) => industry.slug),
    );
  }
}

/** Every service page, in each language, in the index's order. */
export const serviceRecords: Bilingual<ServiceRecord[]> = bothLocales((locale) =>
  serviceIndex.map(({ slug }) => {
    const { title, subtitle, description, navLabel } = pageRecord(servicePath({ slug }), locale);
    if (!subtitle) throw new ContentError(`content/pages/services-${slug}.yaml: ${locale}.subtitle: a service page has one`);
    const page = fillTokens(fileOf(slug), pages.get(slug)![locale], warrantyTokens[locale], locale);
    return { ...page, title, subtitle, description, navLabel: pageLabel({ title, navLabel }) };
  }),
);

const byPath = new Map(
  serviceRecords.en.map((service, index) => [servicePath(service), { en: service, ar: serviceRecords.ar[index]! }] as const),
);

/** The service a page path belongs to; throws for any other path (the route table only sends service paths here). */
export function serviceByPath(path: string): Bilingual<ServiceRecord> {
  const service = byPath.get(path);
  if (!service) throw new Error(`No service at ${path}`);
  return service;
}

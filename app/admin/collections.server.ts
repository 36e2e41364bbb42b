import { checkerTextsCollection } from "~/cctv-law/texts.server";
import { aboutAwardsCollection, aboutCompanyCollection, aboutHowItWorksCollection, aboutLeadershipCollection } from "~/content/about";
import { blogCollection, blogPageCollection } from "~/content/blog";
import { careersCollection, careersPageCollection } from "~/content/careers";
import { serviceRequestPageCollection } from "~/content/service-request";
import { caseStudiesCollection, caseStudiesPageCollection } from "~/content/case-studies";
import { companySettingsCollection } from "~/content/company-settings";
import { consentCollection } from "~/content/consent";
import {
  configuratorBuildingTypesCollection,
  configuratorEquipmentCollection,
  configuratorEstimateCollection,
} from "~/content/configurator";
import { faqPageCollection, faqsCollection } from "~/content/faqs";
import { footerCollection } from "~/content/footer";
import { galleryCollection, galleryTextCollection } from "~/content/gallery";
import { aboutCollection } from "~/content/home/about";
import { chatCollection } from "~/content/home/chat";
import { configuratorSectionCollection } from "~/content/home/configurator";
import { contactSectionCollection } from "~/content/home/contact";
import { heroCollection } from "~/content/home/hero";
import { productsSectionCollection } from "~/content/home/products";
import { projectsSectionCollection } from "~/content/home/projects";
import { proofBandCollection } from "~/content/home/proof";
import { servicesSectionCollection } from "~/content/home/services";
import { storyCollection } from "~/content/home/story";
import { technologyCollection } from "~/content/home/technology";
import { timelineCollection } from "~/content/home/timeline";
import { tourCollection } from "~/content/home/tour";
import { industriesCollection, industryPageLabelsCollection } from "~/content/industries";
import { legalCollection, legalLabelsCollection } from "~/content/legal";
import { listPricesCollection } from "~/content/list-prices";
import { locationCollection } from "~/content/location";
import { navigationCollection } from "~/content/nav";
import { packagesCollection } from "~/content/packages";
import { pagesCollection } from "~/content/page-texts";
import { printablePageCollection } from "~/content/printable";
import { phoneActionsCollection } from "~/content/phone-actions";
import { quoteTopicsCollection } from "~/content/quote-topics";
import { pointerPageCollections } from "~/content/pointer-pages";
import { reviewsCollection, reviewsTextCollection } from "~/content/reviews";
import { servicePageLabelsCollection, servicesCollection } from "~/content/services";
import { surveyFormTextCollection, surveyPageTextCollection } from "~/content/site-survey";
import { warrantiesCollection } from "~/content/warranties";
import type { EditorCollection } from "./decap-config";

// Every content collection the editor at /admin offers, in the order of its sidebar. A collection module exports
// `<name>Collection = { name, label, folder | file, schema }`; tests/unit/cms-config.test.ts fails when one is
// exported and not listed here. Server only: the modules that load the records are.

export const editorCollections: EditorCollection[] = [
  {
    name: "home",
    label: "Home page",
    files: [
      heroCollection,
      proofBandCollection,
      servicesSectionCollection,
      productsSectionCollection,
      configuratorSectionCollection,
      projectsSectionCollection,
      technologyCollection,
      tourCollection,
      storyCollection,
      timelineCollection,
      aboutCollection,
      contactSectionCollection,
      chatCollection,
    ],
  },
  pagesCollection,
  servicesCollection,
  industriesCollection,
  caseStudiesCollection,
  packagesCollection,
  faqsCollection,
  blogCollection,
  careersCollection,
  reviewsCollection,
  galleryCollection,
  {
    name: "about",
    label: "About pages",
    files: [aboutCompanyCollection, aboutLeadershipCollection, aboutAwardsCollection, aboutHowItWorksCollection],
  },
  legalCollection,
  {
    name: "texts",
    label: "Other pages' texts",
    files: [
      faqPageCollection,
      locationCollection,
      surveyPageTextCollection,
      legalLabelsCollection,
      blogPageCollection,
      careersPageCollection,
      serviceRequestPageCollection,
      reviewsTextCollection,
      galleryTextCollection,
      ...pointerPageCollections,
    ],
  },
  { name: "forms", label: "Forms", files: [quoteTopicsCollection, surveyFormTextCollection, consentCollection] },
  checkerTextsCollection,
  {
    name: "configurator",
    label: "Configurator",
    files: [configuratorEquipmentCollection, configuratorBuildingTypesCollection, configuratorEstimateCollection],
  },
  {
    name: "templates",
    label: "Words every page of a kind shares",
    files: [servicePageLabelsCollection, industryPageLabelsCollection, caseStudiesPageCollection, printablePageCollection],
  },
  { name: "pricing", label: "Prices and warranties", files: [warrantiesCollection, listPricesCollection] },
  { name: "site", label: "Header and footer", files: [navigationCollection, footerCollection, phoneActionsCollection] },
  companySettingsCollection,
];

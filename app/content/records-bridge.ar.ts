import type { Catalogue } from "~/i18n/catalogue";

// For the move to content records (issue 24): modules still put into Arabic through the catalogue borrowed these texts'
// Arabic from the services', industries' and case studies' catalogues, which are records now. Until those modules move,
// this keeps their pages as they were; a unit test fails on an entry no such module uses any more.
export default {
  // site.ts (the head office's district)
  "Al Olaya": "العليا",
  // home/projects.ts: the sectors of the projects shown on the home page
  "School & University": "المدارس والجامعات",
  "Shopping Mall & Retail": "المراكز التجارية ومحلات التجزئة",
  "Warehouse & Logistics": "المستودعات والخدمات اللوجستية",
} satisfies Catalogue;

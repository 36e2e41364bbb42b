import { CHECKER_PARAM } from "~/cctv-law/answers";
import { readHandOff } from "~/cctv-law/hand-off";
import { checkerTextsEn } from "~/cctv-law/texts.en";
import { estimateQuote, formatSar } from "~/configurator/quote";
import { readProjectHandOff } from "~/content/case-studies";
import { PROJECT_PARAM } from "~/content/case-study-ids";
import { mailStrings } from "~/content/strings/mails";
import { cellStyle, escapeHtml, numberCellStyle } from "~/leads/delivery/html.server";
import { visitorAcknowledgement, type SalesDetails } from "~/leads/delivery/lead-mails.server";
import { commonFieldLabels, type QuoteSummary } from "~/leads/delivery/lead-summary.server";
import type { LeadFormKind } from "~/leads/form-kinds.server";
import { quoteFields, validateQuote, type QuoteValues } from "~/leads/schemas/quote";
import { confirmationTexts } from "./confirmation-texts";

// The quote request as a lead form (docs/decisions/129). It brings three features together, which is why it is
// registered here and not by one of them: the configurator's priced items, the CCTV-law checker's answers and the
// case study a reference visit is asked for.

export const quoteLeadForm: LeadFormKind<QuoteValues> = {
  name: "quote",
  fields: quoteFields,
  validate: validateQuote,
  freeText: (values) => `${values.message} ${values.company}`,
  stored: ({ building, configuration, marketing: _marketing, ...fields }) => {
    // Priced now from our own table (never a figure from the browser) and kept: later price changes alter no lead.
    const { buildingName, multiplier, lines, subtotal, total } = estimateQuote(building, configuration);
    return { fields, quote: { building, buildingName, multiplier, lines, subtotal, total: lines.length > 0 ? total : null } };
  },
  confirmation: confirmationTexts.quote,
  acknowledge: "configured",
  summary: {
    label: "Quote request",
    fieldLabels: {
      name: commonFieldLabels.name,
      email: commonFieldLabels.email,
      phone: commonFieldLabels.phone,
      company: commonFieldLabels.company,
      topic: commonFieldLabels.topic,
      message: commonFieldLabels.message,
      [PROJECT_PARAM]: "Reference project",
      [CHECKER_PARAM]: "CCTV-law checker",
      building: commonFieldLabels.building,
    },
    fieldValue: (key, value, siteUrl) => {
      // The checker's answers or the project to visit in words, with the link to their page.
      const checker = key === CHECKER_PARAM ? readHandOff(value, checkerTextsEn) : null;
      if (checker) return `${checker.summary} (${siteUrl}${checker.resultPath})`;
      const project = key === PROJECT_PARAM ? readProjectHandOff(value) : null;
      return project ? `${project.summary} (${siteUrl}${project.path})` : undefined;
    },
  },
  mails: {
    acknowledgement: (lead, site) => visitorAcknowledgement(lead, site, mailStrings.acknowledgement.quote),
    salesDetails: (lead) => (lead.quote ? quoteDetails(lead.quote) : undefined),
  },
};

function quoteDetails(quote: QuoteSummary): SalesDetails {
  return { text: quoteText(quote), html: quoteHtml(quote) };
}

function quoteText(quote: QuoteSummary): string[] {
  const lines = quote.lines.map(
    (line) => `  ${line.name}: ${line.quantity} ${line.unit} x ${formatSar(line.unitPrice)} = ${formatSar(line.subtotal)}`,
  );
  return [
    `Building type: ${quote.buildingName} (x${quote.multiplier})`,
    ...(lines.length > 0
      ? ["Configuration:", ...lines, `Subtotal: ${formatSar(quote.subtotal)}`]
      : ["Configuration: none (a quote request without the configurator)"]),
    ...(quote.total !== null ? [`Estimated total: ${formatSar(quote.total)}`] : []),
  ];
}

function quoteHtml(quote: QuoteSummary): string {
  const head = `<h2 style="font-size:16px;margin:20px 0 8px">Configuration — ${escapeHtml(quote.buildingName)} (x${quote.multiplier})</h2>`;
  if (quote.lines.length === 0) return `${head}<p style="margin:0">None: a quote request without the configurator.</p>`;
  const rows = quote.lines.map(
    (line) =>
      `<tr><td ${cellStyle}>${escapeHtml(line.name)}</td><td ${numberCellStyle}>${line.quantity} ${escapeHtml(line.unit)}</td><td ${numberCellStyle}>${formatSar(line.unitPrice)}</td><td ${numberCellStyle}>${formatSar(line.subtotal)}</td></tr>`,
  );
  return [
    head,
    `<table style="border-collapse:collapse;width:100%">`,
    `<thead><tr><th ${cellStyle}>Item</th><th ${numberCellStyle}>Quantity</th><th ${numberCellStyle}>Unit price</th><th ${numberCellStyle}>Subtotal</th></tr></thead>`,
    `<tbody>${rows.join("")}</tbody>`,
    `<tfoot><tr><th scope="row" colspan="3" ${numberCellStyle}>Subtotal</th><td ${numberCellStyle}>${formatSar(quote.subtotal)}</td></tr>`,
    quote.total !== null
      ? `<tr><th scope="row" colspan="3" ${numberCellStyle}>Estimated total</th><td ${numberCellStyle}><strong>${formatSar(quote.total)}</strong></td></tr>`
      : "",
    `</tfoot></table>`,
  ].join("\n");
}

import { readSiteConfig } from "~/config/site-config.server";
import { CHECKER_PARAM } from "~/leads/schemas/checker-answers";
import { readHandOff } from "~/cctv-law/hand-off";
import { checkerTexts } from "~/cctv-law/texts.server";
import { estimateQuote } from "~/quote-model/quote";
import { configuratorWording } from "~/content/configurator";
import { formatSar } from "~/i18n/format";
import { readProjectHandOff } from "~/content/case-studies";
import { PROJECT_PARAM } from "~/content/case-study-ids";
import { salesCells, visitorAcknowledgement } from "~/leads/delivery/lead-mails.server";
import { commonFieldLabels, type QuoteSummary } from "~/leads/delivery/lead-summary.server";
import type { LeadFormKind } from "~/leads/form-kinds.server";
import { quoteFields, validateQuote, type QuoteValues } from "~/leads/schemas/quote";
import { confirmationTextsIn } from "./confirmation-texts";

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
    // Named in English, the language sales read the lead in.
    const { buildingName, multiplier, lines, subtotal, total } = estimateQuote(building, configuration, configuratorWording.en);
    return { fields, quote: { building, buildingName, multiplier, lines, subtotal, total: lines.length > 0 ? total : null } };
  },
  confirmation: (language) => confirmationTextsIn("quote", readSiteConfig(language)),
  acknowledge: "configured",
  summary: {
    label: "Quote request",
    fieldLabels: {
      name: commonFieldLabels.name,
      phone: commonFieldLabels.phone,
      email: commonFieldLabels.email,
      contactPreference: commonFieldLabels.contactPreference,
      city: commonFieldLabels.city,
      company: commonFieldLabels.company,
      topic: commonFieldLabels.topic,
      message: commonFieldLabels.message,
      [PROJECT_PARAM]: "Reference project",
      [CHECKER_PARAM]: "CCTV-law checker",
      building: commonFieldLabels.building,
    },
    fieldValue: (key, value, siteUrl) => {
      // The checker's answers or the project to visit in words, with the link to their page.
      const checker = key === CHECKER_PARAM ? readHandOff(value, checkerTexts.en) : null;
      if (checker) return `${checker.summary} (${siteUrl}${checker.resultPath})`;
      const project = key === PROJECT_PARAM ? readProjectHandOff(value) : null;
      return project ? `${project.summary} (${siteUrl}${project.path})` : undefined;
    },
  },
  mails: {
    acknowledgement: (lead, site) =>
      visitorAcknowledgement(lead, site, {
        subject: "mail.acknowledgement.quote.subject",
        received: "mail.acknowledgement.quote.received",
      }),
    salesDetails: (lead) => (lead.quote ? <QuoteDetails quote={lead.quote} /> : undefined),
  },
};

/** The quote as priced at submission, for sales: a table in HTML, a sentence per line in text. */
function QuoteDetails({ quote }: { quote: QuoteSummary }) {
  const { cell, number } = salesCells;
  const building = (
    <p data-line style={{ margin: "16px 0 4px" }}>
      <strong>Building type:</strong>
      {` ${quote.buildingName} (x${quote.multiplier})`}
    </p>
  );
  if (quote.lines.length === 0) {
    return (
      <>
        {building}
        <p data-line style={{ margin: "0 0 4px" }}>
          <strong>Configuration:</strong>
          {" none (a quote request without the configurator)"}
        </p>
      </>
    );
  }
  return (
    <>
      {building}
      <h2 style={{ fontSize: "16px", margin: "12px 0 8px" }}>Configuration</h2>
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <thead>
          <tr>
            <th style={cell}>Item</th>
            <th style={number}>Quantity</th>
            <th style={number}>Unit price</th>
            <th style={number}>Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.item} data-text="  {0}: {1} x {2} = {3}">
              <td style={cell}>{line.name}</td>
              {/* The number alone under "Quantity": "4 camera" was the unit without its plural (issue 26). */}
              <td style={number}>{String(line.quantity)}</td>
              <td style={number}>{formatSar(line.unitPrice)}</td>
              <td style={number}>{formatSar(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-text="Subtotal: {1}">
            <th scope="row" colSpan={3} style={number}>
              Subtotal
            </th>
            <td style={number}>{formatSar(quote.subtotal)}</td>
          </tr>
          {/* The building type's uplift as a line of its own: subtotal plus uplift is the total (issue 26). */}
          {quote.total !== null && quote.total !== quote.subtotal ? (
            <tr data-text="Building type uplift: {1}">
              <th scope="row" colSpan={3} style={number}>
                {`Building type uplift (${quote.buildingName}, x${quote.multiplier})`}
              </th>
              <td style={number}>{formatSar(quote.total - quote.subtotal)}</td>
            </tr>
          ) : null}
          {quote.total !== null ? (
            <tr data-text="Estimated total: {1}">
              <th scope="row" colSpan={3} style={number}>
                Estimated total
              </th>
              <td style={number}>
                <strong>{formatSar(quote.total)}</strong>
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </>
  );
}

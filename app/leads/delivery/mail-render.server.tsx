import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { render, toPlainText } from "@react-email/render";
import type { ReactElement, ReactNode } from "react";
import { directionOf, type Locale } from "~/i18n/locale";

// Every mail is one React Email component (docs/decisions/130): its HTML is rendered from it, and its plain text is
// read from that HTML, so the two parts cannot say different things. React escapes every value (a visitor's text
// included); nothing is pasted into markup by hand.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** html-to-text's options, as React Email's toPlainText takes them (html-to-text's types: @types/html-to-text). */
type HtmlToTextOptions = NonNullable<Parameters<typeof toPlainText>[1]>;
type Element = Parameters<NonNullable<HtmlToTextOptions["formatters"]>[string]>[0];

/** The text of an element, as the reader sees it. */
const textOf = (node: Element): string =>
  node.type === "text" ? (node.data ?? "") : (node.children ?? []).map((child) => textOf(child as Element)).join("");
const cells = (row: Element) =>
  (row.children ?? []).filter((cell) => (cell as Element).type === "tag").map((cell) => textOf(cell as Element));

/**
 * Text the way a plain-text reader expects it: a line per fact ("Label: value"), a long value indented under its
 * label, a table row as one sentence (`data-text` names its form: "{0}: {1} x {2} = {3}").
 */
const textOptions: HtmlToTextOptions = {
  formatters: {
    sentence(element, _walk, builder, options) {
      const template = (element as Element).attribs?.["data-text"] ?? "";
      const values = cells(element as Element);
      builder.openBlock({ leadingLineBreaks: options.leadingLineBreaks ?? 1 });
      builder.addLiteral(template.replace(/\{(\d)\}/g, (_token: string, index: string) => values[Number(index)] ?? ""));
      builder.closeBlock({ trailingLineBreaks: options.trailingLineBreaks ?? 1 });
    },
    indented(element, _walk, builder) {
      const lines = textOf(element as Element).split(/\r?\n/);
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addLiteral(lines.map((line) => `  ${line}`).join("\n"));
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "thead", format: "skip" },
    { selector: "tr[data-text]", format: "sentence" },
    { selector: "[data-indented]", format: "indented" },
    { selector: "p", options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: "p[data-line]", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "hr", format: "skip" },
  ],
};

/** The mail's two parts from its one component. */
export async function renderMail(subject: string, mail: ReactElement): Promise<MailContent> {
  const html = await render(mail);
  return { subject, html, text: toPlainText(html, textOptions) };
}

export const paragraph = { margin: "0 0 12px" };
export const muted = { color: "#475569" };
export const small = { fontSize: "13px", color: "#475569" };

/**
 * A minimal, client-safe mail document: inline styles only, no external resources. In the mail's language, with its
 * direction on the content too: some mail clients drop the `<html>` element's attributes.
 */
export function MailLayout({ title, locale = "en", children }: { title: string; locale?: Locale; children: ReactNode }) {
  const dir = directionOf(locale);
  return (
    <html lang={locale} dir={dir}>
      <Head>
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </Head>
      <Body style={{ margin: 0, padding: "24px", backgroundColor: "#f4f6f9" }}>
        <Container
          lang={locale}
          dir={dir}
          style={{
            maxWidth: "640px",
            backgroundColor: "#ffffff",
            borderRadius: "8px",
            padding: "24px",
            fontFamily: "Arial,Helvetica,sans-serif",
            color: "#0b1426",
            fontSize: "15px",
            lineHeight: 1.5,
          }}
        >
          {children}
        </Container>
      </Body>
    </html>
  );
}

/**
 * An address shown as its own link. Left to right even in an Arabic mail: a URL's punctuation would otherwise be
 * reordered by the right-to-left paragraph around it.
 */
export const AddressLink = ({ url }: { url: string }) => (
  <a href={url} dir="ltr">
    {url}
  </a>
);

/** A paragraph whose text may hold the reference: the reference in bold. */
export function Emphasized({ text, term }: { text: string; term: string }) {
  const parts = text.split(term);
  return (
    <p style={paragraph}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? <strong>{term}</strong> : null}
          {part}
        </span>
      ))}
    </p>
  );
}

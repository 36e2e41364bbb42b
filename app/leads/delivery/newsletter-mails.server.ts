import type { SubscriberRow } from "~/db/schema";
import { confirmationValidityMs, confirmUrl, unsubscribeUrl } from "~/leads/newsletter.server";
import { escapeHtml, mailDocument } from "./html.server";
import type { MailContent } from "./lead-mails.server";

// Newsletter mails. Every one goes through withUnsubscribe: a visible unsubscribe link in
// both bodies and the RFC 8058 headers, so mail clients offer their own one-click button.

export interface NewsletterMail extends MailContent {
  headers: Record<string, string>;
}

interface Site {
  siteUrl: string;
  companyName: string;
  newsletterSecret: string;
}

type Subscriber = Pick<SubscriberRow, "id" | "email">;

/** Add the unsubscribe link (text, HTML) and headers to any newsletter mail. */
export function withUnsubscribe(
  content: { subject: string; paragraphs: string[]; link?: { label: string; url: string } },
  subscriber: Subscriber,
  site: Site,
): NewsletterMail {
  const url = unsubscribeUrl(site.siteUrl, subscriber, site.newsletterSecret);
  const footer = `You receive this because ${subscriber.email} was entered in the newsletter form of ${site.companyName}.`;
  const text = [
    ...content.paragraphs,
    ...(content.link ? [`${content.link.label}:\n${content.link.url}`] : []),
    "--",
    `${footer}\nUnsubscribe with one click: ${url}`,
  ].join("\n\n");
  const html = mailDocument(
    content.subject,
    [
      ...content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`),
      content.link
        ? `<p style="margin:20px 0"><a href="${escapeHtml(content.link.url)}" style="display:inline-block;background:#0e7490;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.link.label)}</a></p>` +
          `<p style="margin:0 0 12px;font-size:13px;color:#475569">Or open this address: <a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.url)}</a></p>`
        : "",
      `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">`,
      `<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)} <a href="${escapeHtml(url)}">Unsubscribe</a></p>`,
    ].join("\n"),
  );
  return {
    subject: content.subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export function confirmationMail(subscriber: Subscriber, token: string, site: Site): NewsletterMail {
  const days = Math.round(confirmationValidityMs / (24 * 60 * 60_000));
  return withUnsubscribe(
    {
      subject: `Please confirm your subscription to ${site.companyName} news`,
      paragraphs: [
        "Hello,",
        `Please confirm that you want to receive security news and offers from ${site.companyName}, at most once a month.`,
        `The link works once and for ${days} days. If you did not ask for this, ignore this mail: you will not be subscribed.`,
      ],
      link: { label: "Confirm my subscription", url: confirmUrl(site.siteUrl, token) },
    },
    subscriber,
    site,
  );
}

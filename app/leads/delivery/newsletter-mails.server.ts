import type { SubscriberRow } from "~/db/schema";
import { mailStrings } from "~/content/strings/mails";
import { confirmationValidityMs, confirmUrl, unsubscribeUrl } from "~/leads/newsletter.server";
import { addressLink, escapeHtml, mailDocument } from "./html.server";
import type { MailContent } from "./lead-mails.server";
import { mailLanguage, type MailLanguage, type MailSite } from "./mail-text.server";

// Newsletter mails, in the language of the subscription's latest sign-up. Every one goes through withUnsubscribe: a
// visible unsubscribe link in both bodies and the RFC 8058 headers, so mail clients offer their own one-click button.

export interface NewsletterMail extends MailContent {
  headers: Record<string, string>;
}

interface Site extends MailSite {
  newsletterSecret: string;
}

type Subscriber = Pick<SubscriberRow, "id" | "email" | "language">;

const texts = mailStrings.newsletter;

/** Add the unsubscribe link (text, HTML) and headers to any newsletter mail, with its texts already in `language`. */
export function withUnsubscribe(
  content: { subject: string; paragraphs: string[]; link?: { label: string; url: string } },
  subscriber: Subscriber,
  site: Site,
  language: MailLanguage,
): NewsletterMail {
  const { text: t } = language;
  const url = unsubscribeUrl(site.siteUrl, subscriber, site.newsletterSecret, language.locale);
  const footer = t(texts.why, { email: subscriber.email, company: language.company });
  const text = [
    ...content.paragraphs,
    ...(content.link ? [`${content.link.label}:\n${content.link.url}`] : []),
    "--",
    `${footer}\n${t(texts.unsubscribeText, { url })}`,
  ].join("\n\n");
  const html = mailDocument(
    content.subject,
    [
      ...content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`),
      content.link
        ? `<p style="margin:20px 0"><a href="${escapeHtml(content.link.url)}" style="display:inline-block;background:#0e7490;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.link.label)}</a></p>` +
          `<p style="margin:0 0 12px;font-size:13px;color:#475569">${escapeHtml(t(texts.orOpen))} ${addressLink(content.link.url)}</p>`
        : "",
      `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">`,
      `<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)} <a href="${escapeHtml(url)}">${escapeHtml(t(texts.unsubscribe))}</a></p>`,
    ].join("\n"),
    language.locale,
  );
  return {
    subject: content.subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export function confirmationMail(subscriber: Subscriber, token: string, site: Site): NewsletterMail {
  const language = mailLanguage(subscriber.language, site);
  const { text: t, company } = language;
  const days = Math.round(confirmationValidityMs / (24 * 60 * 60_000));
  return withUnsubscribe(
    {
      subject: t(texts.confirmSubject, { company }),
      paragraphs: [t(mailStrings.greeting), t(texts.confirm, { company }), t(texts.validity, { days })],
      link: { label: t(texts.confirmLink), url: confirmUrl(site.siteUrl, token, language.locale) },
    },
    subscriber,
    site,
    language,
  );
}

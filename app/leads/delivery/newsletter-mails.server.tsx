import type { SubscriberRow } from "~/db/schema";
import { confirmationValidityMs, confirmUrl, unsubscribeUrl } from "~/leads/newsletter.server";
import { AddressLink, MailLayout, paragraph, renderMail, small, type MailContent } from "./mail-render.server";
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

const button = {
  display: "inline-block",
  backgroundColor: "#0e7490",
  color: "#ffffff",
  padding: "10px 18px",
  borderRadius: "6px",
  textDecoration: "none",
  fontWeight: "bold",
} as const;

interface NewsletterContent {
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}

/** A newsletter mail's one template: its paragraphs, its link as a button, and the unsubscribe footer. */
function NewsletterMailBody({
  content,
  footer,
  orOpen,
  unsubscribe,
  language,
}: {
  content: NewsletterContent;
  footer: string;
  orOpen: string;
  unsubscribe: { label: string; url: string };
  language: MailLanguage;
}) {
  const { link } = content;
  return (
    <MailLayout title={content.subject} locale={language.locale}>
      {content.paragraphs.map((text) => (
        <p key={text} style={paragraph}>
          {text}
        </p>
      ))}
      {link ? (
        <>
          <p style={{ margin: "20px 0" }}>
            <a href={link.url} style={button}>
              {link.label}
            </a>
          </p>
          {/* For HTML readers whose client hides the button; the text part has the address beside the label. */}
          <p style={small} data-skip-in-text="true">
            {`${orOpen} `}
            <AddressLink url={link.url} />
          </p>
        </>
      ) : null}
      <hr style={{ border: "none", borderTop: "1px solid #e2e8f0", margin: "24px 0 12px" }} />
      <p style={{ ...small, margin: 0 }}>
        {`${footer} `}
        <a href={unsubscribe.url}>{unsubscribe.label}</a>
      </p>
    </MailLayout>
  );
}

/** Add the unsubscribe link (text, HTML) and headers to any newsletter mail, with its texts already in `language`. */
export async function withUnsubscribe(
  content: NewsletterContent,
  subscriber: Subscriber,
  site: Site,
  language: MailLanguage,
): Promise<NewsletterMail> {
  const { text: t } = language;
  const url = unsubscribeUrl(site.siteUrl, subscriber, site.newsletterSecret, language.locale);
  const footer = t("mail.newsletter.why", { email: subscriber.email, company: language.company });
  const mail = await renderMail(
    content.subject,
    <NewsletterMailBody
      content={content}
      footer={footer}
      orOpen={t("mail.newsletter.orOpen")}
      unsubscribe={{ label: t("mail.newsletter.unsubscribe"), url }}
      language={language}
    />,
  );
  return {
    ...mail,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export function confirmationMail(subscriber: Subscriber, token: string, site: Site): Promise<NewsletterMail> {
  const language = mailLanguage(subscriber.language, site);
  const { text: t, company } = language;
  const days = Math.round(confirmationValidityMs / (24 * 60 * 60_000));
  return withUnsubscribe(
    {
      subject: t("mail.newsletter.confirmSubject", { company }),
      paragraphs: [t("mail.greeting"), t("mail.newsletter.confirm", { company }), t("mail.newsletter.validity", { days })],
      link: { label: t("mail.newsletter.confirmLink"), url: confirmUrl(site.siteUrl, token, language.locale) },
    },
    subscriber,
    site,
    language,
  );
}

import type { Kysely } from "kysely";
import type { Database, DeliveryJobRow } from "~/db/schema";
import { normalizeEmail } from "~/leads/store.server";
import type { StoredLead } from "~/leads/stored-lead.server";
import { issueConfirmationToken } from "~/leads/newsletter.server";
import type { DeliveryConfig } from "./config.server";
import { leadFormKind, recipientsOf } from "~/leads/form-kinds.server";
import { readLeadFiles } from "~/leads/uploads.server";
import { salesNotification } from "./lead-mails.server";
import { summarizeLead } from "./lead-summary.server";
import type { Mailer } from "./mailer.server";
import { confirmationMail } from "./newsletter-mails.server";
import { channels } from "./outbox.server";
import { countVisitorMail, type ExtraCount } from "./visitor-mail-cap.server";
import { postWebhook, webhookPayload } from "./webhook.server";

// What each channel does with one job. Throwing means "try again later" unless the error
// is a PermanentDeliveryError, which no retry can fix.

export class PermanentDeliveryError extends Error {}

export interface ChannelContext {
  db: Kysely<Database>;
  config: DeliveryConfig;
  /** Created on first use: no SMTP connection attempt for webhook-only passes. */
  mailer: () => Mailer;
  now: () => Date;
}

/** Skipped: done without sending (the cap on a visitor's mails, or nothing left to send); the reason names no address. */
type JobOutcome = { status: "delivered" } | { status: "skipped"; reason: string };

const delivered: JobOutcome = { status: "delivered" };

/** Deliver one job of a lead the worker has read (once) for it. */
export async function deliverJob(job: DeliveryJobRow, lead: StoredLead, ctx: ChannelContext): Promise<JobOutcome> {
  const summary = summarizeLead(lead, ctx.config.siteUrl);

  switch (job.channel) {
    case channels.salesEmail: {
      const kind = leadFormKind(lead.kind);
      const to = recipientsOf(kind, ctx.config);
      if (to.length === 0)
        throw new Error(kind.recipients ? `no mailbox is configured for ${lead.kind} leads` : "SALES_EMAIL is not configured");
      // The lead's files as they are now (one deleted since, by retention or erasure, is not sent), read at sending
      // time: a retry reads them again, the mail goes out once, as every other.
      const files = kind.upload ? await readLeadFiles(ctx.db, lead.id) : [];
      await requireMailer(ctx).send({
        to: [...to],
        ...(await salesNotification(summary)),
        ...(files.length > 0 && {
          attachments: files.map((file) => ({
            filename: `${file.field}-${summary.reference}.${file.extension}`,
            content: file.content,
            contentType: file.mediaType,
          })),
        }),
        replyTo: summary.email ? { name: summary.name ?? summary.email, address: summary.email } : undefined,
        headers: { "X-Lead-Reference": summary.reference },
      });
      return delivered;
    }
    case channels.visitorAck: {
      const to = summary.email;
      if (!to) throw new PermanentDeliveryError("the lead has no email address");
      const acknowledgement = leadFormKind(lead.kind).mails.acknowledgement;
      if (!acknowledgement) throw new PermanentDeliveryError(`a ${lead.kind} lead has no acknowledgement`);
      return sendToVisitor(ctx, to, async (mailer) =>
        mailer.send({
          to,
          ...(await acknowledgement(summary, ctx.config, ctx.now())),
          replyTo: ctx.config.salesEmails[0] ? { name: ctx.config.companyName, address: ctx.config.salesEmails[0] } : undefined,
        }),
      );
    }
    case channels.webhook: {
      if (!ctx.config.webhook) throw new Error("LEADS_WEBHOOK_URL is not configured");
      await postWebhook(ctx.config.webhook, webhookPayload(summary, ctx.now()));
      return delivered;
    }
    case channels.newsletterConfirmation:
      return sendConfirmation(summary.email, ctx);
    default:
      throw new PermanentDeliveryError(`unknown channel "${job.channel}"`);
  }
}

function requireMailer(ctx: ChannelContext): Mailer {
  if (!ctx.config.smtp) throw new Error("SMTP_URL is not configured");
  return ctx.mailer();
}

/**
 * The token is created here, at sending time, not when the lead is stored: the clear token
 * then exists only in the mail, never at rest. A retry creates a new one; unused ones expire.
 */
async function sendConfirmation(address: string | undefined, ctx: ChannelContext): Promise<JobOutcome> {
  if (!address) throw new PermanentDeliveryError("the subscription has no email address");
  const subscriber = await ctx.db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "status", "language"])
    .where("email", "=", normalizeEmail(address))
    .executeTakeFirst();
  // Confirmed or unsubscribed since the sign-up (or erased): no confirmation to ask for.
  if (!subscriber || subscriber.status !== "pending") return { status: "skipped", reason: "the subscription awaits no confirmation" };
  return sendToVisitor(
    ctx,
    subscriber.email,
    async (mailer) => {
      const token = await issueConfirmationToken(ctx.db, subscriber.id, ctx.now());
      await mailer.send({ to: subscriber.email, ...(await confirmationMail(subscriber, token, ctx.config)) });
    },
    "newsletter-confirmation",
  );
}

/** Every mail to a visitor goes through here: counted against the mailbox's daily cap first, skipped past it. */
async function sendToVisitor(
  ctx: ChannelContext,
  address: string,
  send: (mailer: Mailer) => Promise<unknown>,
  extra?: ExtraCount,
): Promise<JobOutcome> {
  const mailer = requireMailer(ctx);
  const counted = await countVisitorMail(ctx.db, address, ctx.config.visitorMailCap, ctx.now(), extra);
  if ("refused" in counted) return { status: "skipped", reason: counted.refused };
  try {
    await send(mailer);
  } catch (error) {
    // Not sent: a retry counts it again. A count left too high only holds mails back, so its failure is let go.
    await counted.uncount().catch(() => undefined);
    throw error;
  }
  return delivered;
}

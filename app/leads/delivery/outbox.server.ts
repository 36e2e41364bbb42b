import type { Transaction } from "kysely";
import type { Database, DeliveryChannel } from "~/db/schema";
import { leadFormKind, recipientsOf } from "~/leads/form-kinds.server";
import type { SavedLead } from "~/leads/store.server";
import { getDeliveryConfig, type DeliveryConfig } from "./config.server";

// The outbox: a lead's delivery jobs are written in the lead's own transaction (saveLead's
// afterInsert hook), so a committed lead always has its jobs and a rolled-back one has none.
// The worker (worker.server.ts) sends them later, retrying until they go through.

export const channels = {
  /** Notification to SALES_EMAIL (a job application's to HR_EMAIL: its kind's recipients). */
  salesEmail: "email",
  /** Acknowledgement to the visitor (LEAD_ACK_EMAIL=true; always for a form whose mail is the booking itself). */
  visitorAck: "ack",
  /** Signed JSON POST to LEADS_WEBHOOK_URL. */
  webhook: "webhook",
  /** Double opt-in mail of a newsletter subscription. */
  newsletterConfirmation: "newsletter-confirm",
} as const satisfies Record<string, DeliveryChannel>;

export type Channel = (typeof channels)[keyof typeof channels];

/** The channels a lead gets jobs for under this configuration, from the submission alone; no configuration, no job. */
function channelsFor(lead: SavedLead, config: DeliveryConfig): Channel[] {
  if (lead.kind === "newsletter") {
    // Newsletter sign-ups are not sales leads: the only mail is the confirmation, and only
    // while the subscription waits for one (a confirmed address keeps its old lead_reference).
    return config.smtp && lead.awaitsConfirmation ? [channels.newsletterConfirmation] : [];
  }
  const result: Channel[] = [];
  const kind = leadFormKind(lead.kind);
  if (config.smtp && recipientsOf(kind, config).length > 0) result.push(channels.salesEmail);
  // A survey's mail is the booking itself (its invitation and the only link to move or cancel it): always sent.
  const { acknowledge } = kind;
  const acknowledged = acknowledge === "always" || (acknowledge === "configured" && config.acknowledgeVisitor);
  if (config.smtp && acknowledged && lead.email) result.push(channels.visitorAck);
  if (config.webhook) result.push(channels.webhook);
  return result;
}

/** An afterInsert hook for saveLead bound to a configuration (tests pass their own). */
export function createEnqueue(config: DeliveryConfig | (() => DeliveryConfig)) {
  const resolve = typeof config === "function" ? config : () => config;
  return async function enqueue(trx: Transaction<Database>, lead: SavedLead): Promise<void> {
    const wanted = channelsFor(lead, resolve());
    if (wanted.length === 0) return;
    const at = new Date().toISOString();
    await trx
      .insertInto("delivery_jobs")
      .values(
        wanted.map((channel) => ({
          lead_id: lead.id,
          channel,
          next_attempt_at: at,
          last_error: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  };
}

/**
 * The hook form actions pass to saveLead: `saveLead(db, input, { afterInsert: enqueueDeliveries })`.
 * Reads the process configuration (environment) on first use.
 */
export const enqueueDeliveries = createEnqueue(getDeliveryConfig);

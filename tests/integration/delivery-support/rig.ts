import { afterEach, beforeEach } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { FreshDatabase } from "../../support/databases";
import { startCrm, type Crm } from "./crm";
import { webhookSecret } from "./fixtures";
import { startSmtp, type SmtpRecorder } from "./smtp";

/** What each delivery test gets: its own database, and the real SMTP sink and imitation CRM it asked for. */
export interface DeliveryRig {
  fresh: FreshDatabase;
  db: AppDatabase;
  /** Started only when asked for. */
  smtp: SmtpRecorder;
  /** Started only when asked for, with the tests' webhook secret. */
  crm: Crm;
}

/** A fresh database before each test of the calling block, with an SMTP sink and/or a CRM; all closed after it. */
export function useDeliveryRig(open: () => Promise<FreshDatabase>, wants: { smtp?: boolean; crm?: boolean }): DeliveryRig {
  const rig = {} as DeliveryRig;
  let closers: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    rig.fresh = await open();
    rig.db = rig.fresh.db;
    closers = [() => rig.fresh.cleanup()];
    if (wants.smtp) {
      rig.smtp = await startSmtp();
      closers.unshift(() => rig.smtp.close());
    }
    if (wants.crm) {
      rig.crm = await startCrm(webhookSecret);
      closers.unshift(() => rig.crm.close());
    }
  });
  afterEach(async () => {
    for (const close of closers) await close();
  });
  return rig;
}

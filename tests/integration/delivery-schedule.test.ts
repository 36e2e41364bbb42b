import { parseEnv } from "~/config/env.server";
import { companySettings } from "~/config/site-config.server";
import { describe, expect, it } from "vitest";
import { deliveryConfigFromEnv, retryWindowMs } from "~/leads/delivery/config.server";
import { decideRetry, retryDelayMs } from "~/leads/delivery/schedule.server";

// The retry schedule is pure: time and randomness are parameters, so 24 hours of retries
// are simulated here in microseconds. Configuration parsing sits here too (no I/O either).

const schedule = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, retryWindowMs };

describe("retry delay", () => {
  it("doubles from the base delay up to the cap", () => {
    const full = (attempt: number) => retryDelayMs(attempt, schedule, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20, 500].map(full)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("keeps the jittered delay between half and the whole step", () => {
    for (const attempt of [1, 2, 5, 12]) {
      const step = Math.min(schedule.maxDelayMs, schedule.baseDelayMs * 2 ** (attempt - 1));
      expect(retryDelayMs(attempt, schedule, () => 0)).toBe(step / 2);
      expect(retryDelayMs(attempt, schedule, () => 0.5)).toBe(step * 0.75);
      for (let i = 0; i < 100; i++) {
        const delay = retryDelayMs(attempt, schedule);
        expect(delay).toBeGreaterThanOrEqual(step / 2);
        expect(delay).toBeLessThanOrEqual(step);
      }
    }
  });

  it("spreads jobs that failed together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(6, schedule)));
    expect(delays.size).toBeGreaterThan(40);
  });

  it("treats nonsense attempts and randomness safely", () => {
    expect(retryDelayMs(0, schedule, () => 1)).toBe(30_000);
    expect(retryDelayMs(-3, schedule, () => 1)).toBe(30_000);
    expect(retryDelayMs(3, schedule, () => 7)).toBe(120_000);
    expect(Number.isFinite(retryDelayMs(10_000, schedule))).toBe(true);
  });
});

describe("retry decision", () => {
  const created = new Date("2026-03-01T00:00:00Z");

  it("retries while the job is younger than the window, then gives up", () => {
    const early = decideRetry({ attempts: 1, createdAt: created }, new Date(created.getTime() + 1000), schedule, () => 0);
    expect(early).toEqual({ retry: true, nextAttemptAt: new Date(created.getTime() + 1000 + 15_000) });
    const late = new Date(created.getTime() + retryWindowMs - 1);
    expect(decideRetry({ attempts: 30, createdAt: created }, late, schedule).retry).toBe(true);
    expect(decideRetry({ attempts: 30, createdAt: created }, new Date(created.getTime() + retryWindowMs), schedule)).toEqual({
      retry: false,
    });
  });

  it("keeps a job that always fails alive for at least 24 hours, with about 30 attempts", () => {
    for (const random of [() => 0, () => 1, Math.random]) {
      let now = created.getTime();
      let attempts = 0;
      for (;;) {
        attempts++;
        const decision = decideRetry({ attempts, createdAt: created }, new Date(now), schedule, random);
        if (!decision.retry) break;
        expect(decision.nextAttemptAt.getTime()).toBeGreaterThan(now);
        now = decision.nextAttemptAt.getTime();
      }
      const hours = (now - created.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(24);
      expect(hours).toBeLessThan(25);
      expect(attempts).toBeGreaterThan(20);
      expect(attempts).toBeLessThan(60);
    }
  });
});

describe("delivery configuration", () => {
  it("configures nothing by default", () => {
    const config = deliveryConfigFromEnv(parseEnv({}));
    expect(config).toMatchObject({
      smtp: undefined,
      salesEmails: [],
      acknowledgeVisitor: false,
      webhook: undefined,
      retentionDays: 730,
      pollIntervalMs: 5000,
      retry: { baseDelayMs: 30_000, maxDelayMs: 3_600_000, retryWindowMs: 24 * 3_600_000 },
    });
  });

  it("reads every channel, with empty variables meaning unset", () => {
    const config = deliveryConfigFromEnv(
      parseEnv({
        SMTP_URL: "smtps://user:pass@mail.example.com:465",
        SALES_EMAIL: "sales@example.com, boss@example.com",
        LEAD_ACK_EMAIL: "TRUE",
        LEADS_WEBHOOK_URL: "https://crm.example.com/hooks/leads",
        LEADS_WEBHOOK_SECRET: "0123456789abcdef0123",
        LEAD_RETENTION_DAYS: "365",
        DELIVERY_POLL_MS: "",
      }),
    );
    expect(config).toMatchObject({
      companyName: companySettings.en.companyName,
      companyNameArabic: companySettings.ar.companyName,
      smtp: { url: "smtps://user:pass@mail.example.com:465", from: `${companySettings.en.companyName} <sales@example.com>` },
      salesEmails: ["sales@example.com", "boss@example.com"],
      acknowledgeVisitor: true,
      webhook: { url: "https://crm.example.com/hooks/leads", secret: "0123456789abcdef0123" },
      retentionDays: 365,
      pollIntervalMs: 5000,
    });
  });

  it("refuses bad or incomplete settings with every problem named", () => {
    expect(() =>
      deliveryConfigFromEnv(
        parseEnv({
          SMTP_URL: "http://mail.example.com",
          SALES_EMAIL: "sales@example.com, nope",
          LEAD_ACK_EMAIL: "maybe",
          LEADS_WEBHOOK_URL: "ftp://crm.example.com",
          LEAD_RETENTION_DAYS: "-1",
        }),
      ),
    ).toThrow(/SMTP_URL[\s\S]*SALES_EMAIL[\s\S]*LEAD_ACK_EMAIL[\s\S]*LEADS_WEBHOOK_URL[\s\S]*LEAD_RETENTION_DAYS/);
    // A webhook without its secret would be unsigned; SMTP without any sender is unusable.
    expect(() => deliveryConfigFromEnv(parseEnv({ LEADS_WEBHOOK_URL: "https://crm.example.com" }))).toThrow(/LEADS_WEBHOOK_SECRET/);
    expect(() => deliveryConfigFromEnv(parseEnv({ LEADS_WEBHOOK_URL: "https://crm.example.com", LEADS_WEBHOOK_SECRET: "short" }))).toThrow(
      /LEADS_WEBHOOK_SECRET/,
    );
    expect(() => deliveryConfigFromEnv(parseEnv({ SMTP_URL: "smtp://127.0.0.1:25" }))).toThrow(/MAIL_FROM/);
  });
});

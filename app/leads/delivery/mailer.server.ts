import nodemailer from "nodemailer";

// The SMTP side of delivery: one nodemailer transport per worker, short timeouts so that a
// hanging mail server fails an attempt (and is retried) well within the job's lease.

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(smtp: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: smtp.from },
  );
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      // A server may accept the transaction yet refuse every recipient: that is no delivery.
      if (info.accepted.length === 0) throw new Error(`SMTP server accepted no recipient: ${info.response}`);
    },
    close: () => transport.close(),
  };
}

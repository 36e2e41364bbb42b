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
  /** A site survey's calendar invitation, an applicant's CV. */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  url: string;
  from: string;
  /** SMTP_INSECURE: allow a plain connection to a mail server other than this machine's. */
  insecure: boolean;
}

/** Mail servers on this machine may be spoken to in plain text (a local relay, the tests' sink). */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Credentials and leads cross the network only encrypted: `smtp://` to any other host must upgrade with STARTTLS
 * (the send fails otherwise), unless SMTP_INSECURE says a plain connection is meant. `smtps://` is TLS throughout.
 */
export function requiresTls(smtp: Pick<SmtpSettings, "url" | "insecure">): boolean {
  const url = new URL(smtp.url);
  return url.protocol === "smtp:" && !LOCAL_HOSTS.has(url.hostname) && !smtp.insecure;
}

export function createMailer(smtp: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtp.url, requireTLS: requiresTls(smtp), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
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

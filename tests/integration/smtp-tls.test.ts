import { afterEach, describe, expect, it } from "vitest";
import { createMailer, requiresTls } from "~/leads/delivery/mailer.server";
import { startSmtp, type SmtpRecorder } from "./delivery-support/smtp";

// Leads and SMTP credentials leave the machine only over TLS, unless SMTP_INSECURE says otherwise.

const mail = { to: "sales@k2.example.sa", subject: "Lead", text: "A lead", html: "<p>A lead</p>" };
let smtp: SmtpRecorder | undefined;
afterEach(async () => {
  await smtp?.close();
});

describe("mail transport security", () => {
  it.each([
    ["smtp://mail.example.com:587", false, true],
    ["smtp://mail.example.com:587", true, false],
    ["smtps://mail.example.com:465", false, false],
    ["smtp://127.0.0.1:25", false, false],
    ["smtp://localhost:25", false, false],
  ])("%s with SMTP_INSECURE=%s requires TLS: %s", (url, insecure, required) => {
    expect(requiresTls({ url, insecure })).toBe(required);
  });

  it("refuses to send in plain text to a mail server that is not this machine's own address", async () => {
    // 127.0.0.2 stands for another host: a server that offers no usable TLS.
    smtp = await startSmtp("127.0.0.2");
    const strict = createMailer({ url: smtp.url, from: "leads@k2.example.sa", insecure: false });
    await expect(strict.send(mail)).rejects.toThrow();
    strict.close();
    expect(smtp.messages).toHaveLength(0);

    const insecure = createMailer({ url: smtp.url, from: "leads@k2.example.sa", insecure: true });
    await insecure.send(mail);
    insecure.close();
    expect(smtp.messages).toHaveLength(1);
  });
});

import { siteUrl } from "../../integration/delivery-support/fixtures";
import type { ReceivedMail } from "../../integration/delivery-support/smtp";

/** The link to `path` (`/newsletter/confirm`, `/ar/newsletter/unsubscribe`…) in a mail, pointed at the test server. */
export function linkInMail(mail: ReceivedMail, path: string, serverUrl: string): string {
  const match = new RegExp(`${siteUrl.replace(/\./g, "\\.")}(${path}\\?token=[^\\s"<>]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in:\n${mail.text}`);
  return `${serverUrl}${match[1]}`;
}

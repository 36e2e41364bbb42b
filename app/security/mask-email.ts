// Visitors' addresses stay out of logs and stored errors, where erasure and retention do not reach (issue 22): an
// SMTP server's refusal quotes the recipient, a database error the value it refused. Every log line or stored error
// that could carry one passes through here.

// The local part stops at what separates it in paths, query strings and headers (/, =, ?, &), rare inside one.
const emailAddress = /[^\s<>()[\]{}"'`,;:@/\\=?&]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** Every email address in the text masked, `reader@example.test` → `r***@example.test`; the domain stays, for diagnosis. */
export function maskEmailAddresses(text: string): string {
  return text.replace(emailAddress, (address) => `${address[0]}***${address.slice(address.lastIndexOf("@"))}`);
}

/** An error (or anything thrown) as one masked text: its stack when it has one, else its message. */
export function maskedErrorText(error: unknown, withStack = false): string {
  const text = error instanceof Error ? ((withStack ? error.stack : undefined) ?? error.message) : String(error);
  return maskEmailAddresses(text);
}

// One mailbox, however its address is typed: limits that count per person (survey bookings, mails a day to one
// visitor) key on this, so `Visitor+1@Example.test` and `visitor@example.test` are the same person.

/** The address lower-cased and trimmed, without a `+tag` in its local part. */
export function mailboxKey(address: string): string {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf("@");
  if (at <= 0) return normalized;
  const local = normalized.slice(0, at);
  const plus = local.indexOf("+");
  return (plus > 0 ? local.slice(0, plus) : local) + normalized.slice(at);
}

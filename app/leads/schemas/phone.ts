// Saudi visitors type phone numbers in Arabic-Indic digits as often as in Western ones, and in national
// (05X XXX XXXX) as often as international (+966 5X XXX XXXX) form. Leads store one form: E.164.

/** Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits as 0–9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * The number in E.164 (+9665XXXXXXXX), or `undefined` when it is not a plausible phone number: international
 * (+ or 00, then 8–15 digits; a 0 kept after +966 dropped) or Saudi national (05X mobiles, 01X landlines, a mobile
 * without its 0, a mobile with 966 but no + or 00). Saudi
 * unified (9200 XXXXX) and toll-free (800 XXX XXXX) numbers have no international form and stay national.
 * Spaces, dashes, dots and brackets may separate digits.
 */
export function normalisePhone(raw: string): string | undefined {
  const text = westernDigits(raw.trim());
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  // "+966 050…" and "00966 050…": the national 0 kept after the country code, as it is often typed.
  const digits = text.replace(/[\s().-]/g, "").replace(/^(\+|00)9660/, "$1966");
  const international = digits.startsWith("00") ? `+${digits.slice(2)}` : digits;
  // A Saudi number has nine digits after +966 (a mobile 5XXXXXXXX, a landline 1XXXXXXXX): one missing is a typo.
  if (international.startsWith("+966") && !/^\+966\d{9}$/.test(international)) return undefined;
  if (/^\+[1-9]\d{7,14}$/.test(international) && (digits.startsWith("+") || digits.startsWith("00"))) return international;
  if (/^0[1-9]\d{8}$/.test(digits)) return `+966${digits.slice(1)}`;
  if (/^5\d{8}$/.test(digits)) return `+966${digits}`;
  // A Saudi mobile with its country code but neither + nor 00.
  if (/^9665\d{8}$/.test(digits)) return `+${digits}`;
  if (/^9200\d{5}$/.test(digits) || /^800\d{7}$/.test(digits)) return digits;
  return undefined;
}

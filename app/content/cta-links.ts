// Where calls to action lead: the quote form (which preselects its topic from `?topic=`) and the contact page.
export const QUOTE_PATH = "/contact/get-quote";
export const CONTACT_PATH = "/contact/contact-us";

export function quoteHref(topic: string): string {
  return `${QUOTE_PATH}?topic=${encodeURIComponent(topic)}`;
}

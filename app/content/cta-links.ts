// Where calls to action lead: the quote form (which preselects its topic from `?topic=`), the contact page and the
// site survey's booking. A call to action that promises a call dials instead (tel:, docs/decisions/148).
export const QUOTE_PATH = "/contact/get-quote";
export const CONTACT_PATH = "/contact/contact-us";
export const SURVEY_PATH = "/contact/site-survey";

export function quoteHref(topic: string): string {
  return `${QUOTE_PATH}?topic=${encodeURIComponent(topic)}`;
}

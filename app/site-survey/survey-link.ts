// Where "Book the site survey" leads from the quote form, the configurator and the camera-law checker. Only the
// building type and the topic travel in the address: names, numbers and addresses never go in a URL, which
// servers, proxies and browser histories keep (docs/decisions/108).

export const surveyPath = "/contact/site-survey";

export function surveyLink(carried: { building?: string; topic?: string; from?: string }): string {
  const query = new URLSearchParams(Object.entries(carried).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = query.toString();
  return text ? `${surveyPath}?${text}` : surveyPath;
}

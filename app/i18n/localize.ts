import { isUntranslatedField, type Catalogue } from "./catalogue";
import { localizedPath, type Locale } from "./locale";

// Content is written once, in English, as data; `localize` gives the same data in a page's language: every text
// found in the language's catalogue is replaced, and every site link (`to`, `href`) points into that language.
// Catalogues are registered, not imported, so English pages never download the Arabic (docs/decisions/115).

const catalogues = new Map<Locale, ReadonlyMap<string, string>>();
const cache = new Map<Locale, WeakMap<object, unknown>>();
/** A catalogue with configured texts laid over it, by the configured texts' object (one per running server). */
const withTexts = new WeakMap<object, { texts: ReadonlyMap<string, string>; done: WeakMap<object, unknown> }>();

export function registerCatalogue(locale: Locale, entries: Catalogue) {
  catalogues.set(locale, new Map(Object.entries(entries)));
  cache.delete(locale);
}

const LINK_FIELDS = new Set(["to", "href"]);

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function translate(
  value: unknown,
  locale: Locale,
  texts: ReadonlyMap<string, string>,
  done: WeakMap<object, unknown>,
  field?: string,
  record?: object,
): unknown {
  if (typeof value === "string") {
    if (field && LINK_FIELDS.has(field)) return localizedPath(value, locale);
    if (field && record && isUntranslatedField(field, record)) return value;
    return texts.get(value) ?? value;
  }
  if (!value || typeof value !== "object") return value;
  if (done.has(value)) return done.get(value);
  let result: unknown = value;
  if (Array.isArray(value)) result = value.map((item) => translate(item, locale, texts, done, field));
  else if (isPlainObject(value))
    result = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translate(item, locale, texts, done, key, value)]));
  done.set(value, result);
  return result;
}

/**
 * `value` in `locale`: English content is returned as it is. `configured` texts in that language, keyed by their
 * English (the company facts set in the environment), come before the catalogue's.
 */
export function localize<T>(value: T, locale: Locale, configured?: Readonly<Record<string, string>>): T {
  if (locale === "en") return value;
  const catalogue = catalogues.get(locale) ?? new Map<string, string>();
  if (configured && Object.keys(configured).length > 0) {
    const layered = withTexts.get(configured) ?? {
      texts: new Map([...catalogue, ...Object.entries(configured)]),
      done: new WeakMap<object, unknown>(),
    };
    withTexts.set(configured, layered);
    return translate(value, locale, layered.texts, layered.done) as T;
  }
  const done = cache.get(locale) ?? new WeakMap<object, unknown>();
  cache.set(locale, done);
  return translate(value, locale, catalogue, done) as T;
}

import { createHash } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import { getDatabase } from "~/db/db.server";
import { enqueueDeliveries } from "~/leads/delivery/outbox.server";
import { maskedErrorText } from "~/security/mask-email";
import { freshStampCookie, stampFromCookies, verifyFormStamp } from "~/leads/stamp.server";
import { saveLead } from "~/leads/store.server";
import { consent } from "~/content/consent";
import { pages } from "~/content/pages";
import { formatList } from "~/i18n/format";
import { localeOfPath, localizedPath, locales, withoutLocale, type Locale } from "~/i18n/locale";
import { isMessageId } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";
import { countLinks, HONEYPOT_FIELD, MAX_LINKS, MIN_FILL_MS, SOURCE_FIELD } from "~/leads/schemas/spam";
import type { FormActionData, FormName } from "~/leads/schemas/action-data";
import { MAX_UPLOAD_FORM_BYTES, readFormBody, type FormFile } from "./read-form.server";
import { checkFormRateLimits, tooManyMessage } from "./rate-limits.server";
import { LeadConflictError, registeredLeadForms, type LeadFormKind, type UploadSpec } from "./form-kinds.server";
import { deleteUploads, recordUploads, writeUpload, type FileType, type WrittenUpload } from "./uploads.server";
import { drawReference } from "./reference.server";
import { formOfReference, leadConfirmationPath } from "./schemas/lead-api";
import { splitAttribution, submissionAttribution } from "./attribution.server";

let sitePaths: Set<string> | undefined;
/**
 * Every page of the site in both languages: a form's source page is kept only when it is one of them. The pages
 * outside the page registry are the form kinds' own (the footer's newsletter form is on them too); the confirmation
 * pages are matched apart. Built on first use, once the form kinds are registered.
 */
function isSitePage(path: string): boolean {
  sitePaths ??= new Set(
    [...pages.map((page) => page.path), ...registeredLeadForms().flatMap((kind) => kind.pages ?? [])].flatMap((page) =>
      locales.map((locale) => localizedPath(page, locale)),
    ),
  );
  return sitePaths.has(path) || formOfReference(/^\/thank-you\/(.+)$/.exec(withoutLocale(path))?.[1]) !== undefined;
}
/** Retry-After while the database is unreachable: about a failover or a restart of PostgreSQL. */
const retryAfterDatabaseSeconds = 30;

/** The pipeline's answer, before it becomes a page's action data or the endpoint's JSON. */
export interface LeadAnswer {
  body: FormActionData;
  status: number;
  headers?: Record<string, string>;
  /** A lead sent (or spam answered like one): the language of the page it came from, for its confirmation page. */
  language?: Locale;
}

/**
 * The answer's messages as texts in the visitor's language: a catalogue id (the pipeline's, a schema's) becomes its
 * text; an English text of a module not yet moved to the messages is left for the page to translate, as before.
 */
function inLanguage(body: FormActionData, language: Locale): FormActionData {
  const text = (message: string) => (isMessageId(message) ? i18nFor(language)._(message) : message);
  if (body.status !== "invalid") return { ...body, message: text(body.message) };
  const errors = Object.fromEntries(Object.entries(body.errors).map(([field, message]) => [field, text(message)]));
  return { ...body, errors, ...(body.formError && { formError: text(body.formError) }) };
}

const reply = (body: FormActionData, status: number, language: Locale, headers?: Record<string, string>): LeadAnswer => ({
  body: inLanguage(body, language),
  status,
  headers,
});

const successReply = (kind: LeadFormKind, reference: string, language: Locale): LeadAnswer => ({
  ...reply({ status: "success", form: kind.name, reference, message: kind.confirmation(language).message }, 200, language),
  language,
});

/** Spam gets the same answer as a real lead, with a reference of the same shape, and is stored nowhere. */
function spamReply(kind: LeadFormKind, language: Locale) {
  return successReply(kind, drawReference(kind.name), language);
}

/**
 * The language of the page a lead comes from, never a field of its own: the source page when it is a page of this
 * site, else the path posted to (a form without JavaScript posts to its own page, `/ar/contact/contact-us`; the
 * JSON endpoint's path is English). Either way it is one of the site's languages (docs/decisions/117).
 */
const languageOf = (sourcePage: string, request: Request): Locale => localeOfPath(sourcePage || new URL(request.url).pathname);

/**
 * The language of the page a post came from, until its body is read: the address posted to (an Arabic page's form
 * posts to its /ar path); for the JSON endpoint, whose address names no language, the page the browser names as the
 * referrer. It only picks the language of an answer: a referrer that is absent or not a URL leaves English.
 */
function postedFromLanguage(request: Request): Locale {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith("/api/")) return localeOfPath(pathname);
  const referrer = request.headers.get("referer") ?? "";
  return URL.canParse(referrer) ? localeOfPath(new URL(referrer).pathname) : "en";
}

/**
 * The language of a submission refused before it is read (rate limited): its source page's when the body can be read
 * and names a page of this site, else that of the page it was posted from (postedFromLanguage).
 */
async function refusedLanguage(request: Request, postedLanguage: Locale): Promise<Locale> {
  const body = await readFormBody(request);
  const source = body.ok ? body.fields[SOURCE_FIELD] : undefined;
  return source && isSitePage(source) ? localeOfPath(source) : postedLanguage;
}

/** The idempotency key: the same form load (stamp) with the same content is the same lead, however often it arrives. */
function idempotencyKey(form: FormName, clientAddress: string, fields: Record<string, string>): string {
  const content = JSON.stringify([form, clientAddress, Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))]);
  return `${form}:${createHash("sha256").update(content).digest("base64url")}`;
}

/** A form's file as checked: its type from its bytes, or the message and status it is refused with. */
type CheckedUpload = { ok: true; file?: { bytes: Uint8Array; type: FileType } } | { ok: false; message: string; status: 400 | 413 | 415 };

/** The file against its form's rules: present when required, not empty, not too large, a type taken by its bytes. */
function checkUpload(spec: UploadSpec, file: FormFile | undefined): CheckedUpload {
  if (!file) return spec.required ? { ok: false, message: spec.messages.missing, status: 400 } : { ok: true };
  if (file.bytes.byteLength === 0) return { ok: false, message: spec.messages.empty, status: 400 };
  if (file.bytes.byteLength > spec.maxBytes) return { ok: false, message: spec.messages.tooLarge, status: 413 };
  const type = spec.sniff(file.bytes);
  if (!type) return { ok: false, message: spec.messages.wrongType, status: 415 };
  return { ok: true, file: { bytes: file.bytes, type } };
}

/**
 * One pipeline for every lead form: rate limit, read and check the body, spam traps, validation,
 * then the lead and its delivery jobs committed in one transaction before the visitor hears "received".
 */
export async function handleLeadSubmission<V>(request: Request, context: AppLoadContext, spec: LeadFormKind<V>): Promise<LeadAnswer> {
  const form = spec.name;
  const client = context.clientAddress;
  const postedLanguage = postedFromLanguage(request);
  if (request.method !== "POST")
    return reply({ status: "refused", form, message: "forms.error.methodNotAllowed" }, 405, postedLanguage, { Allow: "POST" });

  const limit = await checkFormRateLimits(form, client);
  if (!limit.allowed) {
    // In the language of the page the form was sent from, as every later answer: the JSON endpoint's path names none.
    const language = await refusedLanguage(request, postedLanguage);
    const message = tooManyMessage(limit.retryAfterSeconds, language);
    return reply({ status: "refused", form, message }, 429, language, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const upload = spec.upload;
  const body = await readFormBody(request, upload ? { maxBytes: MAX_UPLOAD_FORM_BYTES, fileFields: [upload.field] } : {});
  if (!body.ok) {
    // Too large a body for a form with a file: said in the form's words, in the language of the page posted from.
    const message = body.status === 413 && upload ? upload.messages.bodyTooLarge : body.message;
    return reply({ status: "refused", form, message }, body.status, postedLanguage);
  }
  const { [HONEYPOT_FIELD]: honeypot, [SOURCE_FIELD]: source, ...sent } = body.fields;
  // The field comes from the browser and becomes a link in the sales mail: only a page of this site is kept.
  const sourcePage = source && isSitePage(source) ? source : "";
  // Where the visit began, added by the site script (docs/decisions/160): not the form's fields, never refused.
  const { fields, posted } = splitAttribution(sent);
  const language = languageOf(sourcePage, request);
  const stamp = stampFromCookies(request.headers.get("cookie"));

  const unknown = Object.keys(fields).filter((name) => !spec.fields.includes(name));
  if (unknown.length > 0) {
    const message = i18nFor(language)._("forms.error.unknownFields", { names: formatList(unknown.slice(0, 3), language) });
    return reply({ status: "refused", form, message }, 400, language);
  }
  if (honeypot) return spamReply(spec, language);

  const echo = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.slice(0, 5000)]));
  const stampCheck = verifyFormStamp(stamp);
  if (!stampCheck.valid) {
    // A fresh stamp comes with the answer: sending the form again in a few seconds goes through.
    const secure = new URL(request.url).protocol === "https:";
    return reply({ status: "invalid", form, errors: {}, formError: "forms.error.expired", values: echo }, 400, language, {
      "Set-Cookie": freshStampCookie(secure),
    });
  }
  const validation = spec.validate(fields);
  // A file refused is said beside its field, with the other fields' errors and every value typed sent back.
  const checkedFile: CheckedUpload = upload ? checkUpload(upload, body.files[upload.field]) : { ok: true };
  if (!validation.success || !checkedFile.ok) {
    const fieldErrors = validation.success ? {} : validation.errors;
    const errors = Object.fromEntries(
      Object.entries({ ...fieldErrors, ...(!checkedFile.ok && upload && { [upload.field]: checkedFile.message }) }).filter(
        (entry): entry is [string, string] => Boolean(entry[1]),
      ),
    );
    const status = !validation.success || checkedFile.ok ? 400 : checkedFile.status;
    return reply({ status: "invalid", form, errors, values: echo }, status, language);
  }
  const problems = spec.check?.(validation.values);
  if (problems) return reply({ status: "invalid", form, errors: problems, values: echo }, 400, language);
  // After validation, so that a person who sends an empty form at once sees its errors rather than a fake success.
  if (stampCheck.ageMs < MIN_FILL_MS) return spamReply(spec, language);
  if (spec.freeText && countLinks(spec.freeText(validation.values)) > MAX_LINKS) return spamReply(spec, language);

  const file = checkedFile.file;
  const fileHash = file && createHash("sha256").update(file.bytes).digest("base64url");
  let written: WrittenUpload | undefined;
  try {
    const db = await getDatabase();
    if (upload && file) written = await writeUpload({ field: upload.field, folder: upload.folder, bytes: file.bytes, type: file.type });
    const lead = await saveLead(
      db,
      {
        kind: form,
        fields,
        sourcePage,
        language,
        attribution: submissionAttribution(posted, sourcePage, request),
        consent: spec.consent ?? { text: consent.text, version: consent.version },
        clientAddress: client,
        idempotencyKey: idempotencyKey(form, client, { ...fields, stamp: stamp!, ...(upload && fileHash && { [upload.field]: fileHash }) }),
      },
      {
        afterInsert: async (trx, saved) => {
          if (written) await recordUploads(trx, saved.id, [written]);
          await spec.reserve?.(trx, saved, validation.values, { clientAddress: client, language });
          await enqueueDeliveries(trx, saved);
        },
      },
    );
    // The same submission again: the first one's file is the lead's, this copy is not needed.
    if (!lead.created && written) await deleteUploads([written.path]);
    return successReply(spec, lead.reference, language);
  } catch (error) {
    if (written) await deleteUploads([written.path]).catch(() => undefined);
    if (error instanceof LeadConflictError) {
      const conflict = error.field ? { errors: { [error.field]: error.message } } : { errors: {}, formError: error.message };
      return reply({ status: "invalid", form, ...conflict, values: echo }, 409, language);
    }
    console.error(`[forms] could not save a ${form} lead: ${maskedErrorText(error, true)}`);
    // Nothing was committed: the visitor hears so, and a page posted without JavaScript comes back with what was
    // typed, so that sending again in a moment is one click (the same stamp and text make the same lead).
    return reply({ status: "invalid", form, errors: {}, formError: "forms.error.unavailable", values: echo }, 503, language, {
      "Retry-After": String(retryAfterDatabaseSeconds),
    });
  }
}

/**
 * A page's action, reached by forms posted as plain HTML (no JavaScript, or before their island is live; live
 * islands post to the JSON endpoint). A lead sent is followed by its confirmation page (303, a path of this site
 * built from the reference, in the page's language), so reloading it posts nothing again; errors re-render the form
 * page with the messages and the values typed.
 */
export async function leadPageAction<V>(request: Request, context: AppLoadContext, spec: LeadFormKind<V>) {
  const answer = await handleLeadSubmission(request, context, spec);
  if (answer.body.status === "success") {
    return redirect(localizedPath(leadConfirmationPath(answer.body.reference), answer.language ?? "en"), 303);
  }
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/** The forms' JSON endpoint (`POST /api/leads/:form`, docs/decisions/055): the same pipeline, answered as JSON. */
export async function leadApiAction<V>(request: Request, context: AppLoadContext, spec: LeadFormKind<V>) {
  const answer = await handleLeadSubmission(request, context, spec);
  return Response.json(answer.body, { status: answer.status, headers: { ...answer.headers, "Cache-Control": "no-store" } });
}

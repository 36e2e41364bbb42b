// Records that islands import as plain data, so that the browser is spared zod: each is validated by its
// `*.server.ts` collection module, imported here. The server entry imports this module, so a faulty file fails the
// build's prerender (and the server's start) like any other record.
import "./consent.server";
import "./quote-topics.server";
import "./site-survey.server";

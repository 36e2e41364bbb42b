// The validation of the records that islands read as plain data (consent texts, quote topics, the survey's texts):
// their `*.server.ts` modules hold the schemas and validate the files, and the server entry imports this module, so a
// faulty file fails the build's prerender (and the server's start). Every other collection module validates its own
// records (docs/decisions/142).
import "./consent.server";
import "./quote-topics.server";
import "./site-survey.server";

// Every collection's validation: components read the records as plain data, so that zod stays out of the browser's
// build (docs/decisions/138), and each `*.server.ts` collection module validates its files. The server entry imports
// this module, so a faulty file fails the build's prerender (and the server's start).
import "./about.server";
import "./consent.server";
import "./faqs.server";
import "./legal.server";
import "./location.server";
import "./quote-topics.server";
import "./site-survey.server";

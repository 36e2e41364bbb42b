import { loadValidateContact, loadValidateNewsletter, loadValidateQuote } from "~/leads/schemas/load-validate";
import { loadValidateServiceRequest } from "~/service-request/load-validate";

// Every widget that runs React in the browser. Nothing else on a page hydrates: the shell and content are HTML.
// Each loader is a separate chunk, fetched only when its widget is reached or used (app/site-script/hydrate.ts).

export const islandLoaders = {
  configurator: () => import("~/configurator/SecurityConfigurator").then((module) => module.SecurityConfigurator),
  tour: () => import("~/home/VirtualTour").then((module) => module.VirtualTour),
  services: () => import("~/home/ServicesSection").then((module) => module.ServicesSection),
  chat: () => import("~/chat/ChatWidget").then((module) => module.ChatWidget),
  contactForm: () => import("~/leads/components/ContactForm").then((module) => module.ContactForm),
  quoteForm: () => import("~/leads/components/QuoteForm").then((module) => module.QuoteForm),
  serviceRequestForm: () => import("~/service-request/ServiceRequestForm").then((module) => module.ServiceRequestForm),
  newsletterForm: () => import("~/leads/components/NewsletterForm").then((module) => module.NewsletterForm),
};

/** What an island needs soon after it starts, fetched beside its code: a lead form's check, for its first submit. */
export const islandCompanions: Partial<Record<keyof typeof islandLoaders, () => Promise<unknown>>> = {
  contactForm: loadValidateContact,
  quoteForm: loadValidateQuote,
  serviceRequestForm: loadValidateServiceRequest,
  newsletterForm: loadValidateNewsletter,
};

type IslandLoaders = typeof islandLoaders;

// Hands the kit's <Island> (app/ui/Island.tsx) the names and props it accepts, without the kit importing a widget.
declare module "~/ui/Island" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the loaders into the kit's interface
  interface RegisteredIslands extends IslandLoaders {}
}

// Every widget that runs React in the browser. Nothing else on a page hydrates: the shell and content are HTML.
// Each loader is a separate chunk, fetched only when its widget is reached or used (app/site-script/hydrate.ts).
export const islandLoaders = {
  configurator: () => import("~/configurator/SecurityConfigurator").then((module) => module.SecurityConfigurator),
  tour: () => import("~/home/VirtualTour").then((module) => module.VirtualTour),
  services: () => import("~/home/ServicesSection").then((module) => module.ServicesSection),
  chat: () => import("~/chat/ChatWidget").then((module) => module.ChatWidget),
  contactForm: () => import("~/leads/components/ContactForm").then((module) => module.ContactForm),
  quoteForm: () => import("~/leads/components/QuoteForm").then((module) => module.QuoteForm),
  surveyForm: () => import("~/site-survey/SurveyForm").then((module) => module.SurveyForm),
  newsletterForm: () => import("~/leads/components/NewsletterForm").then((module) => module.NewsletterForm),
};

type IslandLoaders = typeof islandLoaders;

// Hands the kit's <Island> (app/ui/Island.tsx) the names and props it accepts, without the kit importing a widget.
declare module "~/ui/Island" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the loaders into the kit's interface
  interface RegisteredIslands extends IslandLoaders {}
}

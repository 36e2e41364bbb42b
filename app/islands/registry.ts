// Every widget that runs React in the browser. Nothing else on a page hydrates: the shell and content are HTML.
// Each loader is a separate chunk, fetched only when its widget is reached or used (app/islands/hydrate.ts).
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

export type IslandName = keyof typeof islandLoaders;
export type IslandProps<N extends IslandName> = (typeof islandLoaders)[N] extends () => Promise<(props: infer P) => unknown> ? P : never;

/**
 * When an island hydrates: `visible` as it comes near the viewport; `interaction` on the first pointer, touch or
 * focus inside it. Both hydrate on interaction.
 */
export type IslandLoad = "visible" | "interaction";

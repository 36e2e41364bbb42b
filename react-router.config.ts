import type { Config } from "@react-router/dev/config";
import { pages } from "./app/content/pages";

export default {
  ssr: true,
  // Every GET page is rendered to HTML at build time; server/ serves those files directly.
  prerender: [...pages.map((page) => page.path), "/robots.txt", "/sitemap.xml"],
} satisfies Config;

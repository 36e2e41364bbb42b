// Lets the project's scripts, run by tsx outside Vite, import content records as the site build does
// (vite.config.ts): `/content/…` from the repository's root, a `.yaml` file as its data (js-yaml, the parser of
// @rollup/plugin-yaml), and a collection's `import.meta.glob` of content files as those files' data. Used as
// `tsx --import ./scripts/support/content-files.mjs`.
import { register } from "node:module";

register("./content-files-hooks.mjs", import.meta.url);

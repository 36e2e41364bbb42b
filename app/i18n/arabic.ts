import type { Catalogue } from "./catalogue";
import { registerCatalogue } from "./localize";

// Every Arabic catalogue (`*.ar.ts` beside its English module), merged and registered. Imported by the server entry,
// and by the browser only on Arabic pages when a widget starts (app/site-script/hydrate.ts).
const modules = import.meta.glob<{ default: Catalogue }>("/app/**/*.ar.ts", { eager: true });

export const arabic: Catalogue = Object.assign({}, ...Object.values(modules).map((module) => module.default));

registerCatalogue("ar", arabic);

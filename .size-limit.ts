// npm run check:islands — size-limit checks each island's weight in the production build against its budget, on
// English and Arabic pages (scripts/performance/budgets.ts). Which chunks an island loads is read from the build by
// scripts/performance/island-weights.ts; size-limit sums their gzip sizes and compares.
import path from "node:path";
import { ISLAND_BUDGETS_KB } from "./scripts/performance/budgets";
import { islandChunks } from "./scripts/performance/island-weights";
import { productionBuildDir } from "./scripts/support/server";

const assetsDir = path.join(productionBuildDir, "client", "assets");
const paths = (...fileSets: Set<string>[]) =>
  [...new Set(fileSets.flatMap((files) => [...files]))].map((file) => path.join(assetsDir, file));

export default islandChunks(assetsDir).flatMap(({ island, live, arabicLive }) => {
  const budget = ISLAND_BUDGETS_KB[island];
  if (!budget) throw new Error(`No budget for the island ${island} in scripts/performance/budgets.ts`);
  return [
    { name: island, path: paths(live), gzip: true, limit: `${budget.en} KiB` },
    { name: `${island} on Arabic pages`, path: paths(live, arabicLive), gzip: true, limit: `${budget.ar} KiB` },
  ];
});

// npm run check:islands — size-limit checks each island's weight in the production build against its budget, on
// English and Arabic pages (scripts/performance/budgets.ts), and each island's own Arabic messages against issue 24's
// 5 KB. Which chunks an island loads is read from the build by scripts/performance/island-weights.ts; size-limit sums
// their gzip sizes and compares.
import path from "node:path";
import { ISLAND_BUDGETS_KB } from "./scripts/performance/budgets";
import { islandChunks } from "./scripts/performance/island-weights";
import { productionBuildDir } from "./scripts/support/server";
import { ISLAND_MESSAGES_BUDGET_BYTES } from "./scripts/vite/island-messages";

const assetsDir = path.join(productionBuildDir, "client", "assets");
const paths = (...fileSets: Set<string>[]) =>
  [...new Set(fileSets.flatMap((files) => [...files]))].map((file) => path.join(assetsDir, file));

export default islandChunks(assetsDir).flatMap(({ island, live, arabicLive, messages }) => {
  const budget = ISLAND_BUDGETS_KB[island];
  if (!budget) throw new Error(`No budget for the island ${island} in scripts/performance/budgets.ts`);
  const arabicPage = paths(new Set([...live].filter((file) => file !== messages.en)), arabicLive);
  return [
    { name: island, path: paths(live), gzip: true, limit: `${budget.en} KiB` },
    { name: `${island} on Arabic pages`, path: arabicPage, gzip: true, limit: `${budget.ar} KiB` },
    // Issue 24: an island's own Arabic messages (the build fails first: scripts/vite/island-messages.ts).
    {
      name: `${island} Arabic messages`,
      path: paths(new Set([messages.ar])),
      gzip: true,
      limit: `${ISLAND_MESSAGES_BUDGET_BYTES / 1024} KiB`,
    },
  ];
});

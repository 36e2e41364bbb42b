import { BaseSequencer, type TestSpecification } from "vitest/node";

// Files measured as the longest (docs/performance.md, "Test suite (end to end)"), longest first. Started first, they
// do not leave one worker running a long file while the others sit idle at the end. Vitest alone orders by the
// durations of the previous run, which a fresh clone does not have, and then by file size: the route files are small.
const LONGEST = [
  "routes/en-mobile",
  "routes/ar-mobile",
  "routes/en-desktop",
  "routes/ar-desktop",
  "leads-db-outage",
  "delivery-two-instances",
];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/tests/e2e/${name}.test.ts`));
  return index === -1 ? LONGEST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}

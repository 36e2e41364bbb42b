// Prefetch a page of the site when the pointer rests on its link (Chromium's "moderate" eagerness), so the
// next page is usually in the cache before the click; prerender at once a page the site script marks as the likely
// next one (a hidden `data-prerender` link: the checker's next step, decision 165). Browsers without Speculation
// Rules ignore the block.
const rules = {
  prerender: [{ where: { selector_matches: "a[data-prerender]" }, eagerness: "immediate" }],
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }, { not: { href_matches: "/newsletter/*" } }] },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules({ nonce }: { nonce?: string }) {
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }} />;
}

import type { ReactNode } from "react";
import { PageShell } from "~/shell/PageShell";
import { CompanyContactFacts } from "~/ui/forms/CompanyContactFacts";
import { usePage } from "~/shell/registry-route";

/**
 * The page of one lead form (get a quote, book the site survey): the form in a card under its heading and intro,
 * the company's phone, WhatsApp and registration under it, and beside it on wide screens what happens next.
 */
export function FormPage({
  id,
  title,
  intro,
  aside,
  children,
}: {
  /** The heading's id, which names the form's section. */
  id: string;
  title: string;
  /** The intro, and anything shown under it (what was carried over from another page). */
  intro: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageShell page={usePage()}>
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-12">
        <section aria-labelledby={id} className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-8">
          <h2 id={id} className="text-2xl font-semibold">
            {title}
          </h2>
          <div className="mt-1 mb-6 text-sm text-ink-muted">{intro}</div>
          {children}
          <CompanyContactFacts className="mt-6" />
        </section>
        <aside className="space-y-8 lg:col-span-4">{aside}</aside>
      </div>
    </PageShell>
  );
}

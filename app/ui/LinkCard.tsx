import { ArrowRight } from "lucide-react";

/** A card that is one link as a whole: a title and a line saying what is behind it. */
export function LinkCard({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <a
      href={href}
      className="group flex h-full items-start justify-between gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm hover:border-accent-500"
    >
      <span>
        <span className="font-semibold">{title}</span>
        <span className="mt-1 block text-sm text-ink-muted">{text}</span>
      </span>
      <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700 rtl:rotate-180" />
    </a>
  );
}

import { ArrowRight } from "lucide-react";

/** A text link with an arrow that leads on from a section ("More about our company", "Every product ..."). */
export function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <a href={to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline">
      {label}
      <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
    </a>
  );
}

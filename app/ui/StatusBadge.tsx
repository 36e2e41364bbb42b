import type { ProjectStatus } from "~/content/case-studies";
import { cn } from "./cn";

const statusClass: Record<ProjectStatus, string> = {
  Completed: "bg-emerald-50 text-emerald-800 ring-emerald-700/20",
  Ongoing: "bg-cyan-50 text-cyan-900 ring-cyan-700/20",
};

/**
 * A project's status as a badge: completed green, ongoing cyan (DESIGN "status colours"), named in the page's language:
 * `label`, from the page's record (the case studies' page words, content/templates/case-studies-page.yaml).
 */
export function StatusBadge({ status, label }: { status: ProjectStatus; label: string }) {
  return (
    <span data-status={status} className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", statusClass[status])}>
      {label}
    </span>
  );
}

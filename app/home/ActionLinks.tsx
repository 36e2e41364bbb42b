import type { ActionLink } from "~/content/types";
import { ButtonLink } from "~/ui/ButtonLink";
import { cn } from "~/ui/cn";

/** A row of call-to-action buttons from content. */
export function ActionLinks({
  actions,
  tone = "light",
  className,
}: {
  actions: readonly ActionLink[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {actions.map((action) => (
        <ButtonLink key={action.label} to={action.to} variant={action.variant ?? "primary"} tone={tone}>
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}

import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ActionLink } from "~/content/home/actions";

// Home-local twins of components/ui ButtonLink and FeatureList: those import the site-wide icon map, which
// would add every icon of the site to the home page's JavaScript.

const variantClass = {
  primary: { light: "btn-primary", dark: "btn-primary" },
  secondary: { light: "btn-secondary text-navy-900 hover:bg-navy-900/5", dark: "btn-secondary text-white" },
} as const;

/** A link that looks like a button: primary (accent fill, with an arrow) or secondary (outline). */
export function HomeButtonLink({
  to,
  children,
  variant = "primary",
  tone = "light",
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <Link to={to} className={`${variantClass[variant][tone]} ${className}`}>
      {children}
      {variant === "primary" && <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />}
    </Link>
  );
}

/** A row of call-to-action buttons from content. */
export function ActionLinks({ actions, tone = "light", className = "" }: { actions: readonly ActionLink[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action) => (
        <HomeButtonLink key={action.label} to={action.to} variant={action.variant ?? "primary"} tone={tone}>
          {action.label}
        </HomeButtonLink>
      ))}
    </div>
  );
}

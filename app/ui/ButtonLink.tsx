import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { cn } from "./cn";
import { ICON_STROKE_WIDTH } from "./icons";

type Variant = "primary" | "secondary";

interface ButtonLinkProps {
  /** A site path (in the page's language: `/contact` leads to `/ar/contact` on Arabic pages) or any other URL such as `tel:`. */
  to: string;
  children: ReactNode;
  variant?: Variant;
  /** The background the button sits on: outline buttons take its text colour. */
  tone?: "light" | "dark";
  /** Leading icon; primary buttons get a trailing arrow by default. */
  icon?: ReactNode;
  arrow?: boolean;
  className?: string;
}

const variantClass: Record<Variant, Record<"light" | "dark", string>> = {
  primary: { light: "btn-primary", dark: "btn-primary" },
  secondary: { light: "btn-secondary text-navy-900 hover:bg-navy-900/5", dark: "btn-secondary text-white" },
};

/** A link that looks like a button: primary (accent fill) or secondary (outline). */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  tone = "light",
  icon,
  arrow = variant === "primary",
  className,
}: ButtonLinkProps) {
  const classes = cn(variantClass[variant][tone], className);
  const href = localizedPath(to, useLocale());
  const body = (
    <>
      {icon}
      {children}
      {arrow && <ArrowRight aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4 rtl:rotate-180" />}
    </>
  );
  return (
    <a href={href} className={classes}>
      {body}
    </a>
  );
}

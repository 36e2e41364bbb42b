import type { ReactNode } from "react";
import { cn } from "./cn";

interface CardProps {
  children: ReactNode;
  tone?: "light" | "dark";
  /** Lift a little on hover (not under prefers-reduced-motion). */
  lift?: boolean;
  className?: string;
  as?: "div" | "li" | "article";
}

/** The site's card: thin border and soft shadow on light sections, a translucent surface on dark ones. */
export function Card({ children, tone = "light", lift = true, className, as: Tag = "div" }: CardProps) {
  const base = tone === "dark" ? "border-white/10 bg-white/5 text-white" : "border-slate-200 bg-white text-ink shadow-sm shadow-navy-900/5";
  const hover = lift && "transition duration-200 motion-safe:hover:-translate-y-1 hover:shadow-lg hover:shadow-navy-900/10";
  return <Tag className={cn("rounded-card border p-6", base, hover, className)}>{children}</Tag>;
}

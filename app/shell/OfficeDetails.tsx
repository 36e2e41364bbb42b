import { Mail, MapPin, Phone } from "lucide-react";
import { phoneHref, type Office } from "~/content/site";
import { cn } from "~/ui/cn";

/** An office's address, phone and email, each behind its icon. */
export function OfficeDetails({ office, tone }: { office: Office; tone: "dark" | "light" }) {
  const icon = cn("shrink-0", tone === "dark" ? "size-4 text-accent-500" : "size-5 text-accent-700");
  const link = tone === "dark" ? "hover:text-accent-400" : "text-accent-700 underline-offset-4 hover:underline";
  return (
    <>
      <p className="flex items-start gap-2">
        <MapPin aria-hidden="true" className={cn("mt-0.5", icon)} />
        {office.address}
      </p>
      <p className="flex items-center gap-2">
        <Phone aria-hidden="true" className={icon} />
        <a href={phoneHref(office.phone)} className={cn("tabular", link)} dir="ltr">
          {office.phone}
        </a>
      </p>
      <p className="flex items-center gap-2">
        <Mail aria-hidden="true" className={icon} />
        <a href={`mailto:${office.email}`} className={cn("break-all", link)}>
          {office.email}
        </a>
      </p>
    </>
  );
}

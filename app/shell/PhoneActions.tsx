import { FileText, MessageCircle, Phone } from "lucide-react";
import { navigation } from "~/content/nav";
import { phoneActions as phoneActionsContent } from "~/content/phone-actions";
import { whatsappTextHref } from "~/content/whatsapp-link";
import { useInLocale } from "~/page-context/use-locale";
import { phoneHref } from "~/content/site";
import { cn } from "~/ui/cn";
import { useSiteConfig } from "~/page-context/use-site-config";

const action = "flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-card px-2 text-sm font-semibold";

/**
 * Call, WhatsApp and Get Quote, each a plain link at least 44 px tall, on the navy of bar and sheet: side by side in
 * the bar (the screen's width), in the narrower menu sheet Call and WhatsApp above a whole-width Get Quote, so that
 * no label is clipped ("WhatsApp") or broken over three lines ("طلب عرض سعر").
 */
export function PhoneActions({ label, layout, className }: { label?: string; layout: "bar" | "sheet"; className?: string }) {
  const site = useSiteConfig();
  const pick = useInLocale();
  const [phoneActions, { quoteLink }] = [pick(phoneActionsContent), pick(navigation)];
  return (
    <ul aria-label={label} className={cn("grid gap-2", layout === "bar" ? "grid-cols-3" : "grid-cols-2", className)}>
      <li>
        <a href={phoneHref(site.phone)} className={cn(action, "border border-white/40 text-white hover:bg-white/10")}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {phoneActions.call}
        </a>
      </li>
      <li>
        {/* A new tab: WhatsApp opens in its app or its web page, and the site stays where the visitor left it. */}
        <a
          href={whatsappTextHref(site.whatsapp, phoneActions.whatsappText)}
          target="_blank"
          rel="noopener"
          className={cn(action, "bg-whatsapp text-navy-900 hover:bg-whatsapp/85")}
        >
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          {phoneActions.whatsapp}
        </a>
      </li>
      <li className={cn(layout === "sheet" && "col-span-2")}>
        <a href={quoteLink.to} className={cn(action, "bg-accent-500 text-navy-900 hover:bg-accent-400")}>
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {quoteLink.label}
        </a>
      </li>
    </ul>
  );
}

import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { ChatContent } from "~/content/home/chat";
import { useT } from "~/i18n/messages";

// The panel's code loads on first open (or when the pointer or focus reaches the button), not with the page.
const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(loadPanel);

export const CHAT_PANEL_ID = "chat-panel";

/**
 * The floating chat button on Home (SPEC §2); Escape or the button closes the panel, and focus comes back here.
 * Button and panel sit above the phones' action bar while it is shown (`--action-bar-offset`, app.css). An island:
 * the conversation comes in the page's language as `content`.
 */
export function ChatWidget({ content }: { content: ChatContent }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed) so the conversation survives closing it.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setMounted(true);
    setOpen((value) => !value);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="print:hidden">
      {mounted && (
        <Suspense
          fallback={
            <div
              role="status"
              className="fixed end-4 bottom-[calc(6rem+var(--action-bar-offset))] z-40 rounded-card bg-navy-900 px-4 py-3 text-sm text-white shadow-xl sm:end-6"
            >
              {t("chat.loading")}
            </div>
          }
        >
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} content={content} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? t("chat.close") : t("chat.open")}
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        onClick={toggle}
        data-chat-launcher=""
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="fixed end-4 bottom-[calc(1rem+var(--action-bar-offset))] z-40 grid size-14 place-items-center rounded-full bg-accent-500 text-navy-900 shadow-xl shadow-navy-900/30 ring-4 ring-white/70 transition-transform hover:bg-accent-400 motion-safe:hover:scale-105 sm:end-6 sm:bottom-[calc(1.5rem+var(--action-bar-offset))]"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </div>
  );
}

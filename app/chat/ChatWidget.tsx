import { MessageCircle } from "lucide-react";
import { useT } from "~/i18n/messages";
import ChatPanel, { type ChatPanelProps } from "./ChatPanel";

export type ChatWidgetProps = Omit<ChatPanelProps, "id">;

const CHAT_PANEL_ID = "chat-panel";

/**
 * The floating chat button on Home (SPEC §2) and its panel, a modal <dialog> in the page's HTML that the button opens
 * by invoker command: it opens, takes focus, closes on Escape and gives focus back before (and without) the island's
 * code, which then runs the conversation (docs/decisions/150). The button keeps clear of bottom bars and focused
 * fields: it lifts above the bars (app/chat/enhance.ts) and hides while a field has focus (docs/decisions/151). An
 * island: its props (chat-props.ts) come in the page's language.
 */
export function ChatWidget(props: ChatWidgetProps) {
  const t = useT();
  return (
    <div className="print:hidden">
      <ChatPanel id={CHAT_PANEL_ID} {...props} />
      <button
        type="button"
        command="show-modal"
        commandfor={CHAT_PANEL_ID}
        aria-haspopup="dialog"
        aria-label={t("chat.open")}
        data-chat-launcher=""
        className="chat-launcher fixed end-4 bottom-[calc(1rem+var(--chat-lift,var(--action-bar-offset)))] z-40 grid size-14 place-items-center rounded-full bg-accent-500 text-navy-900 shadow-xl shadow-navy-900/30 ring-4 ring-white/70 transition-transform hover:bg-accent-400 [:root:has(:is(input,textarea,select):focus-visible)_&]:invisible motion-safe:hover:scale-105 sm:end-6 sm:bottom-[calc(1.5rem+var(--chat-lift,var(--action-bar-offset)))]"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}

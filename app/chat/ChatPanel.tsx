import { Bot, MessageCircle, Send, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { ChatContent } from "~/content/home/chat";
import { useSiteConfig } from "~/page-context/use-site-config";
import { chooseReply, createMessage, isSendable, userMessageText, whatsappChatText, type ChatInput, type ChatMessage } from "~/chat/chat";
import type { Bilingual } from "~/content/in-locale";
import type { PhoneActionTexts } from "~/content/phone-actions";
import { whatsappTextHref } from "~/content/whatsapp-link";
import phoneActionsFile from "/content/shell/phone-actions.yaml";
import { formatTime } from "~/i18n/format";
import { useT } from "~/i18n/messages";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { cn } from "~/ui/cn";

// The record as the build validated it (app/content/phone-actions.ts, which the shell renders), read without that
// module: its schema would bring zod into the island.
const phoneActionsContent = phoneActionsFile as Bilingual<PhoneActionTexts>;

interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The conversation's words, in the page's language. */
  content: ChatContent;
}

/** The chat panel: a non-modal dialog with the conversation (a polite live log), quick actions and a text box. */
export default function ChatPanel({ id, open, onClose, content }: ChatPanelProps) {
  const site = useSiteConfig();
  const locale = useLocale();
  const t = useT();
  const { assistantName: chatAssistantName, quickActions: chatQuickActions } = content;
  const phoneActions = useInLocale()(phoneActionsContent);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [createMessage("bot", content.greeting)]);
  const [pending, setPending] = useState(0);
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const scheduled = timers.current;
    return () => scheduled.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  const send = (input: ChatInput) => {
    const said = userMessageText(input, content);
    const reply = chooseReply(input, site, content, locale);
    if (said === null || reply === null) return;
    setMessages((current) => [...current, createMessage("user", said)]);
    setPending((count) => count + 1);
    const timer = window.setTimeout(() => {
      setMessages((current) => [...current, createMessage("bot", reply.content, reply.link)]);
      setPending((count) => count - 1);
    }, reply.delayMs);
    timers.current.push(timer);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSendable(text)) return;
    send({ kind: "text", text });
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-x-4 bottom-[calc(5.5rem+var(--action-bar-offset))] z-40 flex max-h-[min(36rem,calc(100dvh-8rem-var(--action-bar-offset)))] flex-col overflow-hidden rounded-card border border-slate-200 bg-white text-ink shadow-2xl shadow-navy-900/30 sm:inset-x-auto sm:end-6 sm:bottom-[calc(6rem+var(--action-bar-offset))] sm:w-96"
    >
      <div className="flex items-center gap-3 bg-navy-900 px-4 py-3 text-white">
        <span className="grid size-9 place-items-center rounded-full bg-accent-500 text-navy-900">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <h2 id={`${id}-title`} className="font-semibold">
            {chatAssistantName}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-slate-300">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
            {t("chat.status")}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("chat.close")}
          className="grid size-11 place-items-center rounded-card hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={chatAssistantName}
        className="flex-1 space-y-3 overflow-y-auto bg-surface p-4"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            data-type={message.type}
            className={cn("flex flex-col", message.type === "user" ? "items-end" : "items-start")}
          >
            <div
              className={cn(
                "max-w-[85%] rounded-card px-3.5 py-2.5 text-sm leading-relaxed",
                message.type === "user" ? "bg-navy-900 text-white" : "border border-slate-200 bg-white text-ink",
              )}
            >
              <span className="sr-only">{message.type === "user" ? t("chat.you") : chatAssistantName}: </span>
              {message.content}
              {message.link && (
                <a href={message.link.to} className="mt-2 block font-semibold text-accent-700 underline underline-offset-2">
                  {message.link.label}
                </a>
              )}
            </div>
            <time dateTime={new Date(message.timestamp).toISOString()} className="mt-1 text-xs text-ink-muted">
              {formatTime(message.timestamp, locale)}
            </time>
          </div>
        ))}
        {pending > 0 && (
          <p className="flex items-center gap-2 text-sm text-ink-muted" data-testid="chat-typing">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 rounded-full bg-ink-muted motion-safe:animate-bounce" />
              <span className="size-1.5 rounded-full bg-ink-muted motion-safe:animate-bounce [animation-delay:150ms]" />
              <span className="size-1.5 rounded-full bg-ink-muted motion-safe:animate-bounce [animation-delay:300ms]" />
            </span>
            {t("chat.typing")}
          </p>
        )}
      </div>

      <div className="border-t border-slate-200 p-3">
        <ul aria-label={t("chat.quickActionsLabel")} className="mb-3 flex flex-wrap gap-2">
          {chatQuickActions.map((action) => (
            <li key={action.id}>
              <button
                type="button"
                onClick={() => send({ kind: "quick-action", actionId: action.id })}
                className="min-h-9 rounded-full border border-accent-700/40 pointer-coarse:min-h-11 px-3 py-1 text-xs font-semibold text-accent-700 hover:bg-accent-500/10"
              >
                {action.label}
              </button>
            </li>
          ))}
          <li>
            {/* A link, not a canned reply: the conversation moves to WhatsApp with the visitor's last words. */}
            <a
              href={whatsappTextHref(site.whatsapp, whatsappChatText(messages, phoneActions.whatsappText))}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-whatsapp px-3 py-1 text-xs font-semibold text-navy-900 pointer-coarse:min-h-11 hover:bg-whatsapp/85"
            >
              <MessageCircle aria-hidden="true" className="size-3.5" />
              {phoneActions.continueOnWhatsapp}
            </a>
          </li>
        </ul>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            {t("chat.inputLabel")}
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            autoComplete="off"
            maxLength={1000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("chat.inputPlaceholder")}
            className="min-h-11 flex-1 rounded-card border border-slate-300 px-3 text-sm placeholder:text-slate-500"
          />
          <button type="submit" aria-label={t("chat.send")} className="btn-primary px-3">
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </form>
      </div>
    </div>
  );
}

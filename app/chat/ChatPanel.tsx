import { Bot, MessageCircle, Send, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ChatContent } from "~/content/home/chat";
import {
  chooseReply,
  createMessage,
  isSendable,
  userMessageText,
  whatsappChatText,
  type ChatFacts,
  type ChatInput,
  type ChatMessage,
} from "~/chat/chat";
import { formatTime } from "~/i18n/format";
import { localizedPath, type Locale } from "~/i18n/locale";
import { useT } from "~/i18n/messages";

export interface ChatPanelProps {
  id: string;
  /** The conversation's words, in the page's language. */
  content: ChatContent;
  locale: Locale;
  /** The numbers the replies name. */
  facts: ChatFacts;
  /** "Continue on WhatsApp": the chat link (`https://wa.me/…`), the text it opens with before the visitor has written, its label. */
  whatsapp: { href: string; text: string; label: string };
}

// Plain strings, not the kit's `cn`: nothing here conflicts, and tailwind-merge would add 9 KB gzip to the island.
const bubbleClass = "max-w-[85%] rounded-card px-3.5 py-2.5 text-sm leading-relaxed";
const botBubbleClass = "border border-slate-200 bg-white text-ink";
const chipClass = "inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold pointer-coarse:min-h-11";

/**
 * The chat panel: a modal <dialog> prerendered with its greeting and quick actions, opened and closed by invoker
 * commands (ChatWidget.tsx), so it answers a tap before React has loaded. React takes over the conversation (a polite
 * live log) and the text box; a quick action pressed before then is pressed again once it has (site-script/hydrate.ts).
 */
export default function ChatPanel({ id, content, locale, facts, whatsapp }: ChatPanelProps) {
  const t = useT();
  const { assistantName, quickActions, serviceRequest } = content;
  // The greeting is part of the HTML, not of this list: the conversation is what the visitor starts.
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(0);
  const [text, setText] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const scheduled = timers.current;
    return () => scheduled.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  const send = (input: ChatInput) => {
    const said = userMessageText(input, content);
    const reply = chooseReply(input, facts, content, locale);
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

  return (
    <dialog
      id={id}
      closedby="any"
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-4 top-auto bottom-4 m-0 max-h-[min(36rem,calc(100dvh-2rem))] w-auto max-w-none flex-col overflow-hidden rounded-card border border-slate-200 bg-white p-0 text-ink shadow-2xl shadow-navy-900/30 backdrop:bg-navy-950/40 open:flex sm:start-auto sm:end-6 sm:bottom-6 sm:w-96"
    >
      <div className="flex items-center gap-3 bg-navy-900 px-4 py-3 text-white">
        <span className="grid size-9 place-items-center rounded-full bg-accent-500 text-navy-900">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <h2 id={`${id}-title`} className="font-semibold">
            {assistantName}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-slate-300">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
            {t("chat.status")}
          </p>
        </div>
        <button
          type="button"
          command="close"
          commandfor={id}
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
        aria-label={assistantName}
        className="flex-1 space-y-3 overflow-y-auto bg-surface p-4"
      >
        <div data-type="bot" className="flex flex-col items-start">
          <p className={`${bubbleClass} ${botBubbleClass}`}>
            <span className="sr-only">{assistantName}: </span>
            {content.greeting}
          </p>
        </div>
        {messages.map((message) => (
          <div
            key={message.id}
            data-type={message.type}
            className={`flex flex-col ${message.type === "user" ? "items-end" : "items-start"}`}
          >
            <div className={`${bubbleClass} ${message.type === "user" ? "bg-navy-900 text-white" : botBubbleClass}`}>
              <span className="sr-only">{message.type === "user" ? t("chat.you") : assistantName}: </span>
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
          {quickActions.map((action) => (
            <li key={action.id}>
              <button
                type="button"
                onClick={() => send({ kind: "quick-action", actionId: action.id })}
                className={`${chipClass} border border-accent-700/40 text-accent-700 hover:bg-accent-500/10`}
              >
                {action.label}
              </button>
            </li>
          ))}
          <li>
            {/* Existing customers go straight to the service request form: a form, not a conversation. */}
            <a
              href={localizedPath(serviceRequest.to, locale)}
              className={`${chipClass} border border-navy-900/30 text-navy-900 hover:bg-navy-900/5`}
            >
              {serviceRequest.label}
            </a>
          </li>
          <li>
            {/* A link, not a canned reply: the conversation moves to WhatsApp with the visitor's last words. */}
            <a
              href={`${whatsapp.href}?text=${encodeURIComponent(whatsappChatText(messages, whatsapp.text))}`}
              target="_blank"
              rel="noopener"
              className={`${chipClass} bg-whatsapp text-navy-900 hover:bg-whatsapp/85`}
            >
              <MessageCircle aria-hidden="true" className="size-3.5" />
              {whatsapp.label}
            </a>
          </li>
        </ul>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            {t("chat.inputLabel")}
          </label>
          <input
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
    </dialog>
  );
}

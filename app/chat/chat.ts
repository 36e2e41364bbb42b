import type { ChatContent, ChatLink, ChatQuickActionId } from "~/content/home/chat";
import { localizedPath, type Locale } from "~/i18n/locale";

// The chat widget's logic, free of React and timers: what a visitor's input becomes, and which reply follows when.
// The conversation's words are the chat's record in the page's language (content/home/chat.yaml).

/** SPEC §9 reply delays in milliseconds. */
export const chatReplyDelayMs = { quickAction: 800, text: 1000 } as const;

export type ChatInput = { kind: "quick-action"; actionId: ChatQuickActionId } | { kind: "text"; text: string };

export interface ChatMessage {
  id: string;
  type: "bot" | "user";
  content: string;
  link?: ChatLink;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

export interface PlannedReply {
  content: string;
  link?: ChatLink;
  delayMs: number;
}

export interface ChatFacts {
  phone: string;
  emergencyPhone: string;
}

/** A typed message is sent only if it has something other than white space. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * The text the visitor's own message shows: the quick action's label (from `content`, the page's language), or the
 * trimmed typed text; null if nothing to send.
 */
export function userMessageText(input: ChatInput, content: ChatContent): string | null {
  if (input.kind === "text") return isSendable(input.text) ? input.text.trim() : null;
  return content.quickActions.find((action) => action.id === input.actionId)?.label ?? null;
}

function fill(content: string, facts: ChatFacts): string {
  return content.replaceAll("{emergencyPhone}", facts.emergencyPhone).replaceAll("{phone}", facts.phone);
}

const inLanguage = (link: ChatLink | undefined, locale: Locale) => link && { ...link, to: localizedPath(link.to, locale) };

/**
 * The canned reply to an input, from `content` (the chat's record in the page's language) with its link to that
 * language's page, and how long the bot waits before it (SPEC §9: 800 ms quick actions, 1000 ms text).
 */
export function chooseReply(input: ChatInput, facts: ChatFacts, content: ChatContent, locale: Locale): PlannedReply | null {
  if (input.kind === "text") {
    if (!isSendable(input.text)) return null;
    const reply = content.textReply;
    return { content: fill(reply.content, facts), link: inLanguage(reply.link, locale), delayMs: chatReplyDelayMs.text };
  }
  const action = content.quickActions.find((candidate) => candidate.id === input.actionId);
  if (!action) return null;
  return { content: fill(action.reply.content, facts), link: inLanguage(action.reply.link, locale), delayMs: chatReplyDelayMs.quickAction };
}

let sequence = 0;

export function createMessage(type: ChatMessage["type"], content: string, link?: ChatLink, timestamp = Date.now()): ChatMessage {
  sequence += 1;
  return { id: `${type}-${timestamp}-${sequence}`, type, content, link, timestamp };
}

/** Longest text handed to WhatsApp, in characters: a chat message, not a letter, and a link that stays short. */
export const WHATSAPP_TEXT_MAX = 500;

/**
 * The text "Continue on WhatsApp" opens with: the visitor's last message, cut at the limit (never inside a
 * character), or the fallback when they have not written yet.
 */
export function whatsappChatText(messages: readonly ChatMessage[], fallback: string): string {
  const last = messages.findLast((message) => message.type === "user")?.content;
  if (!last) return fallback;
  const characters = [...last];
  return characters.length <= WHATSAPP_TEXT_MAX ? last : `${characters.slice(0, WHATSAPP_TEXT_MAX - 1).join("")}…`;
}

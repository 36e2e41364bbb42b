import { chatQuickActions, chatReplyDelayMs, chatTextReply, type ChatLink, type ChatQuickActionId } from "~/content/home/chat";
import type { Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";

// The chat widget's logic, free of React and timers: what a visitor's input becomes, and which reply follows when.

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
 * The text the visitor's own message shows: the quick action's label in the page's language, or the trimmed typed
 * text; null if nothing to send.
 */
export function userMessageText(input: ChatInput, locale: Locale = "en"): string | null {
  if (input.kind === "text") return isSendable(input.text) ? input.text.trim() : null;
  return localize(chatQuickActions, locale).find((action) => action.id === input.actionId)?.label ?? null;
}

function fill(content: string, facts: ChatFacts): string {
  return content.replaceAll("{emergencyPhone}", facts.emergencyPhone).replaceAll("{phone}", facts.phone);
}

/**
 * The canned reply to an input, in the page's language (its link to that language's page), and how long the bot
 * waits before it (SPEC §9: 800 ms quick actions, 1000 ms text).
 */
export function chooseReply(input: ChatInput, facts: ChatFacts, locale: Locale = "en"): PlannedReply | null {
  if (input.kind === "text") {
    if (!isSendable(input.text)) return null;
    const reply = localize(chatTextReply, locale);
    return { content: fill(reply.content, facts), link: reply.link, delayMs: chatReplyDelayMs.text };
  }
  const action = localize(chatQuickActions, locale).find((candidate) => candidate.id === input.actionId);
  if (!action) return null;
  return { content: fill(action.reply.content, facts), link: action.reply.link, delayMs: chatReplyDelayMs.quickAction };
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

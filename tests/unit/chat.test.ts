import { describe, expect, it } from "vitest";
import { chat } from "~/content/home/chat";
import { defaultSiteConfig, fillSiteFactsIn } from "~/content/site";
import { chooseReply, createMessage, isSendable, userMessageText, whatsappChatText, WHATSAPP_TEXT_MAX } from "~/chat/chat";

const facts = { phone: "+966 11 000 0000", emergencyPhone: "+966 50 000 0001" };
// The conversation is the chat's record (content/home/chat.yaml), in each language.
const { greeting: chatGreeting, quickActions: chatQuickActions, textReply: chatTextReply } = chat.en;

describe("chat content (SPEC §2, §9)", () => {
  it("offers the four quick actions in order, and greets from the support assistant", () => {
    expect(chatQuickActions.map((action) => action.label)).toEqual([
      "Security Assessment",
      "Product Catalog",
      "Installation Services",
      "Emergency Support",
    ]);
    expect(chatGreeting).toMatch(/support assistant/);
  });

  it("has the same quick actions in Arabic, each with its reply and the same links", () => {
    expect(chat.ar.quickActions.map((action) => action.id)).toEqual(chatQuickActions.map((action) => action.id));
    expect(chat.ar.quickActions.map((action) => action.reply.link?.to)).toEqual(chatQuickActions.map((action) => action.reply.link?.to));
    expect(chooseReply({ kind: "quick-action", actionId: "emergency-support" }, facts, chat.ar, "ar")?.content).toContain(
      "+966 50 000 0001",
    );
  });
});

describe("chooseReply", () => {
  it.each(chatQuickActions.map((action) => [action.label, action] as const))(
    "answers the quick action %s after 800 ms",
    (_label, action) => {
      // The home page fills the site's facts ({replyTime}) before the chat gets its words (app/routes/home.tsx).
      const reply = chooseReply({ kind: "quick-action", actionId: action.id }, facts, fillSiteFactsIn(chat.en, defaultSiteConfig), "en");
      expect(reply?.delayMs).toBe(800);
      expect(reply?.content).toBeTruthy();
      expect(reply?.content).not.toMatch(/[{}]/);
    },
  );

  it("gives each quick action its own reply", () => {
    const replies = chatQuickActions.map(
      (action) => chooseReply({ kind: "quick-action", actionId: action.id }, facts, chat.en, "en")?.content,
    );
    expect(new Set(replies).size).toBe(4);
  });

  it("links every reply to the page in the chat's language", () => {
    for (const action of chatQuickActions) {
      const english = chooseReply({ kind: "quick-action", actionId: action.id }, facts, chat.en, "en")?.link?.to;
      const arabic = chooseReply({ kind: "quick-action", actionId: action.id }, facts, chat.ar, "ar")?.link?.to;
      if (english) expect(arabic).toBe(english === "/" ? "/ar" : `/ar${english}`);
    }
    expect(chooseReply({ kind: "text", text: "Hello" }, facts, chat.ar, "ar")?.link?.to).toMatch(/^\/ar\//);
  });

  it("puts the configured emergency number in the emergency reply", () => {
    expect(chooseReply({ kind: "quick-action", actionId: "emergency-support" }, facts, chat.en, "en")?.content).toContain(
      "+966 50 000 0001",
    );
  });

  it("answers typed text with the thank-you suggesting a consultation after 1000 ms", () => {
    for (const text of ["Hello", "How much is a camera?", "  need help  "]) {
      const reply = chooseReply({ kind: "text", text }, facts, chat.en, "en");
      expect(reply).toEqual({ content: chatTextReply.content, link: chatTextReply.link, delayMs: 1000 });
    }
    expect(chatTextReply.content).toMatch(/^Thank you/);
    expect(chatTextReply.content).toMatch(/consultation/);
  });

  it("ignores empty and whitespace-only text", () => {
    for (const text of ["", " ", "\n\t  "]) {
      expect(isSendable(text)).toBe(false);
      expect(chooseReply({ kind: "text", text }, facts, chat.en, "en")).toBeNull();
      expect(userMessageText({ kind: "text", text }, chat.en)).toBeNull();
    }
  });

  it("ignores an unknown quick action", () => {
    // @ts-expect-error: not a quick action id
    expect(chooseReply({ kind: "quick-action", actionId: "shop" }, facts, chat.en, "en")).toBeNull();
  });
});

describe("userMessageText", () => {
  it("shows the trimmed typed text, or the quick action's label", () => {
    expect(userMessageText({ kind: "text", text: "  Hi there " }, chat.en)).toBe("Hi there");
    expect(userMessageText({ kind: "quick-action", actionId: "product-catalog" }, chat.en)).toBe("Product Catalog");
    expect(userMessageText({ kind: "quick-action", actionId: "product-catalog" }, chat.ar)).toBe("دليل المنتجات");
  });
});

describe("createMessage", () => {
  it("gives every message its own id, type, content and timestamp", () => {
    const a = createMessage("user", "Hi", undefined, 1000);
    const b = createMessage("bot", "Hello", undefined, 1000);
    expect(a.id).not.toBe(b.id);
    expect([a.type, a.content, a.timestamp]).toEqual(["user", "Hi", 1000]);
  });
});

describe("whatsappChatText", () => {
  const fallback = "Hello";
  it("carries the visitor's last message, typed or chosen, and the fallback before they have written", () => {
    expect(whatsappChatText([createMessage("bot", chatGreeting)], fallback)).toBe(fallback);
    const messages = [createMessage("bot", chatGreeting), createMessage("user", "First"), createMessage("user", "Cameras in Jeddah?")];
    expect(whatsappChatText([...messages, createMessage("bot", "Thank you")], fallback)).toBe("Cameras in Jeddah?");
  });

  it(`cuts a long message to ${WHATSAPP_TEXT_MAX} characters, never inside one`, () => {
    const long = "😀".repeat(WHATSAPP_TEXT_MAX + 10);
    const text = whatsappChatText([createMessage("user", long)], fallback);
    expect([...text]).toHaveLength(WHATSAPP_TEXT_MAX);
    expect(text.endsWith("😀…")).toBe(true);
    const exact = "a".repeat(WHATSAPP_TEXT_MAX);
    expect(whatsappChatText([createMessage("user", exact)], fallback)).toBe(exact);
  });
});

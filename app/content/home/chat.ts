import { z } from "zod";
import data from "/content/home/chat.yaml";
import { bothLocales, parseRecord } from "../bilingual";
import { fillIn } from "../in-locale";
import { warrantyTokens } from "../warranties";
import { textLinkSchema, textSchema } from "../types";

// The chat widget's canned conversation (SPEC §2 'Contact form and chat'). The reply choice and its delays are in
// app/chat/chat.ts; interface labels are in app/content/strings/chat.ts.

const chatQuickActionIds = ["security-assessment", "product-catalog", "installation-services", "emergency-support"] as const;
export type ChatQuickActionId = (typeof chatQuickActionIds)[number];

const cannedReplySchema = z.object({
  content: textSchema().meta({ label: "Reply ({emergencyPhone}, {phone}: from the settings)" }),
  link: textLinkSchema.optional(),
});
export type ChatLink = z.output<typeof textLinkSchema>;

const chatSchema = z.object({
  assistantName: textSchema(),
  greeting: textSchema(),
  quickActions: z
    .array(
      z.object({
        id: z.enum(chatQuickActionIds).meta({ i18n: "duplicate", label: "Id" }),
        label: textSchema().meta({ label: "What the visitor says when choosing it" }),
        reply: cannedReplySchema,
      }),
    )
    .refine((actions) => actions.map((action) => action.id).join() === chatQuickActionIds.join(), "every quick action once, in order"),
  /** Issue 26: existing customers go to the service request form, a link among the quick actions. */
  serviceRequest: textLinkSchema.meta({ label: "Service request for existing customers" }),
  /** SPEC §9: free text gets a canned thank-you suggesting a consultation. */
  textReply: cannedReplySchema,
});
export type ChatContent = z.output<typeof chatSchema>;

export const chatCollection = { name: "home-chat", label: "Home: chat replies", file: "content/home/chat.yaml", schema: chatSchema };

const chatRecord = parseRecord(chatCollection.file, data, chatSchema);

/** The chat's words with the warranties filled in by their tokens ({installationWarranty}, content/pricing/warranties.yaml). */
export const chat = bothLocales((locale): ChatContent => {
  const { quickActions, textReply, ...words } = chatRecord[locale];
  const filled = (reply: ChatContent["textReply"]) => ({ ...reply, content: fillIn(reply.content, warrantyTokens[locale]) });
  return {
    ...words,
    quickActions: quickActions.map((action) => ({ ...action, reply: filled(action.reply) })),
    textReply: filled(textReply),
  };
});

import { z } from "zod";
import myAccountData from "/content/texts/my-account.yaml";
import shopData from "/content/texts/shop.yaml";
import { parseRecord, type Bilingual } from "./bilingual";
import { iconSchema, textLinkSchema, textSchema } from "./types";

// The bodies of /shop and /my-account while their sections are not open (decision 147), each a record of its own in
// content/texts/ (the page's heading and description stay in its page record, which every page shares the shape of).

/**
 * The body of a page whose section is not open yet (/shop, /my-account; decision 147): what to do instead, as cards
 * that each lead to a page that works today, and, where customers need it, the company's phone, WhatsApp and email.
 */
export const pointerSchema = z.object({
  intro: textSchema("Opening paragraph"),
  support: z
    .object({
      heading: textSchema("Heading"),
      text: textSchema("Line under the heading"),
      call: textSchema("Phone label"),
      whatsapp: textSchema("WhatsApp label"),
      email: textSchema("Email label"),
    })
    .optional()
    .meta({ label: "The company's phone, WhatsApp and email (from the company settings), under a heading" }),
  waysHeading: textSchema("Heading over the cards"),
  ways: z
    .array(z.object({ icon: iconSchema, title: textSchema("Title"), text: textSchema("Text"), link: textLinkSchema }))
    .min(1)
    .meta({ label: "Cards, each leading to a page" }),
});

export type Pointer = z.output<typeof pointerSchema>;

const shopFile = "content/texts/shop.yaml";
const myAccountFile = "content/texts/my-account.yaml";

export const pointerPageCollections = [
  { name: "shop-page", label: "Shop (How to Buy): the page's body", file: shopFile, schema: pointerSchema },
  { name: "my-account-page", label: "My Account: the page's body", file: myAccountFile, schema: pointerSchema },
];

/** Each pointer page's body, by the page's path. */
export const pointerBodies: Readonly<Record<string, Bilingual<Pointer>>> = {
  "/shop": parseRecord(shopFile, shopData, pointerSchema),
  "/my-account": parseRecord(myAccountFile, myAccountData, pointerSchema),
};

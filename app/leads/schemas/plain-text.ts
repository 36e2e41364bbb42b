// Characters a visitor's text never needs and an attacker uses (docs/decisions/122): bidi embeddings, overrides and
// isolates (U+202A–202E, U+2066–2069) reorder what a reader sees, so a name prints backwards in the console or hides
// what follows it; C0 and C1 controls and DEL drive terminals. Left alone: tab and line breaks (a message has lines),
// and the marks Arabic text mixed with Latin needs (LRM, RLM, ALM, ZWJ, ZWNJ).
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const hidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Free text with lines (a message): without the hidden characters. */
export const plainText = (text: string) => text.replace(hidden, "");

/** One line of text (a name): without the hidden characters, its tabs and line breaks made spaces. */
export const plainLine = (text: string) => plainText(text).replace(/[\t\n\r]+/g, " ");

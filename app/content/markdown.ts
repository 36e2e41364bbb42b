import { Lexer, type Token } from "marked";
import { z } from "zod";

// Long prose in a content record is Markdown (a YAML block scalar), rendered on the server when the page is built
// (app/ui/markdown.tsx): never in an island.

/** The Markdown blocks of a text (paragraphs, lists, headings…), blank lines left out. */
export const markdownBlocks = (source: string): Token[] => new Lexer().lex(source).filter((token) => token.type !== "space");

const INLINE_HTML = (token: Token): boolean =>
  token.type === "html" || ("tokens" in token && Array.isArray(token.tokens) && token.tokens.some(INLINE_HTML));

/**
 * A Markdown field made of paragraphs only, for a text a template shows as its paragraphs (a page hero's): bold,
 * italic, links and code inside a paragraph; no headings, lists or raw HTML.
 */
export const markdownParagraphsField = (label: string) =>
  z
    .string()
    .min(1)
    .refine(
      (source) => markdownBlocks(source).every((token) => token.type === "paragraph"),
      "only paragraphs here: no headings, lists, quotes or code blocks",
    )
    .refine((source) => !markdownBlocks(source).some(INLINE_HTML), "no HTML here: write Markdown")
    .meta({ widget: "markdown", label });

import { Lexer, type Token, type Tokens } from "marked";
import type { ReactNode } from "react";

// Prose from a content record, written in Markdown, rendered as React elements on the server (pages are prerendered;
// no island loads this). `marked` only reads the text into tokens: React writes the HTML, so every text is escaped,
// and a construct the site has no style for (a heading, a table, raw HTML) fails the build instead of showing.

export interface MarkdownClasses {
  p?: string;
  ul?: string;
  ol?: string;
}

/** Adjacent texts as one string, so React writes one text node (no `<!-- -->` between pieces). */
function joinTexts(nodes: ReactNode[]): ReactNode[] {
  return nodes.reduce<ReactNode[]>((joined, node) => {
    const last = joined.at(-1);
    if (typeof node === "string" && typeof last === "string") joined[joined.length - 1] = last + node;
    else joined.push(node);
    return joined;
  }, []);
}

const unsupported = (token: Token) => new Error(`Markdown: "${token.raw.trim().slice(0, 40)}" (${token.type}) has no place in this text`);

/** Inline tokens as React nodes; `key` numbers the elements of one text. */
function inline(tokens: readonly Token[], fill: (text: string) => string, key = { next: 0 }): ReactNode[] {
  const nodes = tokens.flatMap((token): ReactNode | ReactNode[] => {
    switch (token.type) {
      case "text":
        return token.tokens ? inline(token.tokens, fill, key) : fill(token.text);
      case "escape":
        return token.text;
      case "strong":
        return <strong key={key.next++}>{inline((token as Tokens.Strong).tokens, fill, key)}</strong>;
      case "em":
        return <em key={key.next++}>{inline((token as Tokens.Em).tokens, fill, key)}</em>;
      case "codespan":
        return <code key={key.next++}>{token.text}</code>;
      case "br":
        return <br key={key.next++} />;
      case "link":
        return (
          <a key={key.next++} href={(token as Tokens.Link).href} className="font-semibold text-accent-700 underline underline-offset-2">
            {inline((token as Tokens.Link).tokens, fill, key)}
          </a>
        );
      default:
        throw unsupported(token);
    }
  });
  return joinTexts(nodes);
}

/** The Markdown `text` as paragraphs and lists; `fill` puts values into each piece of text ({company} and the like). */
export function MarkdownProse({
  text,
  classes = {},
  fill = (value) => value,
}: {
  text: string;
  classes?: MarkdownClasses;
  fill?: (text: string) => string;
}) {
  return Lexer.lex(text).map((token, index) => {
    switch (token.type) {
      case "space":
        return null;
      case "paragraph":
        return (
          <p key={index} className={classes.p}>
            {inline((token as Tokens.Paragraph).tokens, fill)}
          </p>
        );
      case "list": {
        const list = token as Tokens.List;
        const items = list.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            {inline(
              item.tokens.flatMap((part) => (part.type === "paragraph" ? (part as Tokens.Paragraph).tokens : [part])),
              fill,
            )}
          </li>
        ));
        return list.ordered ? (
          <ol key={index} className={classes.ol}>
            {items}
          </ol>
        ) : (
          <ul key={index} className={classes.ul}>
            {items}
          </ul>
        );
      }
      default:
        throw unsupported(token);
    }
  });
}

import type { Token, Tokens } from "marked";
import type { ReactNode } from "react";
import { markdownBlocks } from "~/content/markdown";

// A content record's Markdown as React elements, on the server when the page is built (pages are prerendered; no
// island loads this). `marked` only reads the text into tokens (app/content/markdown.ts): React writes the HTML, so
// every text is escaped, and a construct the site has no style for (a heading, a table, raw HTML) fails the build
// instead of showing. Two forms: `MarkdownProse`, paragraphs and lists (the legal pages), and `markdownParagraphs`,
// each paragraph's content for a template that writes the paragraphs itself (a page hero's).

export interface MarkdownClasses {
  p?: string;
  ul?: string;
  ol?: string;
  /** Links: by default underlined in the surrounding text's colour. */
  a?: string;
  /** Headings ## and ###: a text that may have them gives their classes (an article); elsewhere a heading fails. */
  h2?: string;
  h3?: string;
}

interface InlineOptions {
  /** Puts values into each piece of text ({company} and the like). */
  fill?: (text: string) => string;
  linkClass?: string;
  /** Points a link's address somewhere else: a site path into the page's language. */
  href?: (href: string) => string;
}

const DEFAULT_LINK_CLASS = "underline underline-offset-2";

const unsupported = (token: Token) => new Error(`Markdown: "${token.raw.trim().slice(0, 40)}" (${token.type}) has no place in this text`);

/** Adjacent texts as one string, so React writes one text node (no `<!-- -->` between pieces). */
function joinTexts(nodes: ReactNode[]): ReactNode[] {
  return nodes.reduce<ReactNode[]>((joined, node) => {
    const last = joined.at(-1);
    if (typeof node === "string" && typeof last === "string") joined[joined.length - 1] = last + node;
    else joined.push(node);
    return joined;
  }, []);
}

/** Inline tokens as React nodes; `key` numbers the elements of one text. */
function inline(tokens: readonly Token[], options: InlineOptions, key = { next: 0 }): ReactNode[] {
  const { fill = (text) => text, linkClass = DEFAULT_LINK_CLASS, href = (link) => link } = options;
  const nodes = tokens.flatMap((token): ReactNode | ReactNode[] => {
    switch (token.type) {
      case "text":
        // A text token with marks inside (in a list item) holds its own tokens.
        return token.tokens ? inline(token.tokens, options, key) : fill(token.text);
      case "escape":
        return token.text;
      case "strong":
        return <strong key={key.next++}>{inline((token as Tokens.Strong).tokens, options, key)}</strong>;
      case "em":
        return <em key={key.next++}>{inline((token as Tokens.Em).tokens, options, key)}</em>;
      case "del":
        return <del key={key.next++}>{inline((token as Tokens.Del).tokens, options, key)}</del>;
      case "codespan":
        return <code key={key.next++}>{token.text}</code>;
      case "br":
        return <br key={key.next++} />;
      case "link":
        return (
          <a key={key.next++} href={href((token as Tokens.Link).href)} className={linkClass}>
            {inline((token as Tokens.Link).tokens, options, key)}
          </a>
        );
      default:
        throw unsupported(token);
    }
  });
  return joinTexts(nodes);
}

/**
 * The paragraphs of a Markdown text, each as the content of one paragraph (a paragraph without marks stays one plain
 * string, so its HTML is what a plain text gives). Record fields read this way are paragraphs only
 * (`markdownParagraphsField`).
 */
export function markdownParagraphs(source: string, classes: Pick<MarkdownClasses, "a"> = {}): ReactNode[] {
  return markdownBlocks(source).map((block) => {
    if (block.type !== "paragraph") throw unsupported(block);
    const nodes = inline((block as Tokens.Paragraph).tokens, { linkClass: classes.a });
    return nodes.length === 1 ? nodes[0] : nodes;
  });
}

/** The Markdown `text` as paragraphs and lists with their classes. */
export function MarkdownProse({
  text,
  classes = {},
  fill,
  href,
}: {
  text: string;
  classes?: MarkdownClasses;
  fill?: (text: string) => string;
  /** Where each link leads (e.g. a site path in the page's language); by default, as written. */
  href?: (href: string) => string;
}) {
  const options: InlineOptions = { fill, linkClass: classes.a, href };
  return markdownBlocks(text).map((token, index) => {
    switch (token.type) {
      case "paragraph":
        return (
          <p key={index} className={classes.p}>
            {inline((token as Tokens.Paragraph).tokens, options)}
          </p>
        );
      case "list": {
        const list = token as Tokens.List;
        const items = list.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            {inline(
              item.tokens.flatMap((part) => (part.type === "paragraph" ? (part as Tokens.Paragraph).tokens : [part])),
              options,
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
      case "heading": {
        const heading = token as Tokens.Heading;
        const content = inline(heading.tokens, options);
        if (heading.depth === 2 && classes.h2 !== undefined)
          return (
            <h2 key={index} className={classes.h2}>
              {content}
            </h2>
          );
        if (heading.depth === 3 && classes.h3 !== undefined)
          return (
            <h3 key={index} className={classes.h3}>
              {content}
            </h3>
          );
        throw unsupported(token);
      }
      default:
        throw unsupported(token);
    }
  });
}

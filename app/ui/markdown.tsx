import type { ReactNode } from "react";
import type { Token } from "marked";
import { markdownBlocks } from "~/content/markdown";

// A record's Markdown as React nodes, on the server: a paragraph without marks stays one plain string, so its HTML
// is what a plain text gives.

function inline(tokens: readonly Token[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  const add = (node: ReactNode) => {
    const last = nodes.length - 1;
    // Adjacent texts as one string: React would put a comment between two text nodes.
    if (typeof node === "string" && typeof nodes[last] === "string") nodes[last] += node;
    else nodes.push(node);
  };
  tokens.forEach((token, index) => {
    // A text token with marks inside (in a list item) holds its own tokens.
    if (token.type === "text" && token.tokens) inline(token.tokens).forEach(add);
    else add(inlineNode(token, index));
  });
  return nodes;
}

function inlineNode(token: Token, key: number): ReactNode {
  switch (token.type) {
    case "strong":
      return <strong key={key}>{inline(token.tokens ?? [])}</strong>;
    case "em":
      return <em key={key}>{inline(token.tokens ?? [])}</em>;
    case "del":
      return <del key={key}>{inline(token.tokens ?? [])}</del>;
    case "codespan":
      return <code key={key}>{token.text}</code>;
    case "br":
      return <br key={key} />;
    case "link":
      return (
        <a key={key} href={token.href} className="underline underline-offset-2">
          {inline(token.tokens ?? [])}
        </a>
      );
    case "text":
      return token.text;
    default:
      return "text" in token ? String(token.text) : token.raw;
  }
}

/** The paragraphs of a Markdown text (app/content/markdown.ts), each the inline content of one paragraph. */
export function markdownParagraphs(source: string): ReactNode[] {
  return markdownBlocks(source).map((block) => {
    const nodes = inline("tokens" in block && block.tokens ? block.tokens : []);
    return nodes.length === 1 ? nodes[0] : nodes;
  });
}

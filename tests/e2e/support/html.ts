// A text as React writes it into a page, to find it in the served HTML.
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char] ?? char);

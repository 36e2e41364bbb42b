// Interface strings of the chat widget (English only). The conversation itself is in app/content/home/chat.ts.
export const chatStrings = {
  open: "Open chat with our support assistant",
  close: "Close chat",
  status: "Online",
  quickActionsLabel: "Quick questions",
  inputLabel: "Type your message",
  inputPlaceholder: "Type your message...",
  send: "Send message",
  typing: "Support assistant is typing",
  you: "You",
  loading: "Loading chat...",
} as const;

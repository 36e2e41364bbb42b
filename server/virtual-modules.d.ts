// React Router's server build, as a module of the Vite build (server/main.ts re-exports it).
declare module "virtual:react-router/server-build";
// The site script's URL (vite.config.ts).
declare module "virtual:site-script" {
  const url: string;
  export default url;
}
// Per island and language, a loader of the island's own messages (scripts/vite/island-messages.ts).
declare module "virtual:island-messages" {
  export const islandMessages: Record<string, Record<string, () => Promise<{ default: import("~/i18n/messages").CompiledMessages }>>>;
}
// The ids each island's messages hold, from the client build; null where no build collected them.
declare module "virtual:island-message-ids" {
  const ids: Readonly<Record<string, readonly string[]>> | null;
  export default ids;
}

// Lets the end-to-end tests see the 500 fallback (test build only: app/routes.ts).

export default function RenderErrorForTests(): never {
  throw new Error("Intentional render error for the end-to-end tests");
}

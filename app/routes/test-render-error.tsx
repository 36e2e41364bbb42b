import { data } from "react-router";

// Lets the end-to-end tests see the 500 fallback. Absent (404) unless the server runs with ENABLE_TEST_ROUTES=true.
export function loader() {
  if (process.env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
  return null;
}

export default function RenderErrorForTests(): never {
  throw new Error("Intentional render error for the end-to-end tests");
}

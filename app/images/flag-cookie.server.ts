import { IMAGES_FLAG_COOKIE } from "~/images/flag";

// The "generation is on" flag (see IMAGES_FLAG_COOKIE). Not HttpOnly: the site script reads it. It says nothing
// secret, and the page checks it with GET /api/images, which also clears a flag left from an earlier server.

const DAY_SECONDS = 24 * 60 * 60;

export function imagesFlagCookie(secure: boolean): string {
  return `${IMAGES_FLAG_COOKIE}=on; Path=/; Max-Age=${DAY_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const clearedImagesFlagCookie = `${IMAGES_FLAG_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

import type { AppSession } from "~/session.server";
import { BANNER_DISMISSED_KEY } from "./key-status.server";

/** Helpers of the /api-key page: the key dialog as a plain form (no JavaScript), and the banner's dismiss. */

/** Hides the missing-key banner for the rest of the session. */
export function dismissKeyBanner(session: AppSession): void {
  session.set(BANNER_DISMISSED_KEY, true);
}

export const KEY_SAVED_TOAST = {
  title: "API Key Saved",
  description: "Your AI provider API key has been validated and saved successfully.",
};

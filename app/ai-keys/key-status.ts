/** What the browser may know about the AI key: never the key itself. Shared by server and UI. */

export type AiKeySource = "server" | "visitor";

export type AiKeyStatus = {
  /** A key (the server's or this visitor's own) is there for generations. */
  configured: boolean;
  source: AiKeySource | null;
  /** The provider's name for the banner and the dialog ("OpenAI"). */
  provider: string;
  /** Where a visitor gets a key. */
  keyPageUrl: string;
  /** The visitor closed the banner in this session. */
  bannerDismissed: boolean;
  /**
   * The server has a key but today's AI budget (AI_DAILY_LIMIT) is used up: when it resets (ISO
   * time, midnight UTC). Until then generations work as with no server key. Null otherwise.
   */
  budgetResetsAt: string | null;
};

export const PROVIDER_NAME = "OpenAI";
export const PROVIDER_KEY_PAGE = "https://platform.openai.com/api-keys";

/** The submit button of the step-4 form that runs the built-in planner. */
export const BUILTIN_INTENT = { name: "intent", value: "use-builtin" } as const;

/** The page that stands in for the key dialog without JavaScript (and where the banner posts). */
export const KEY_PAGE_PATH = "/api-key";

export function keyPageHref(returnTo?: string): string {
  return returnTo ? `${KEY_PAGE_PATH}?returnTo=${encodeURIComponent(returnTo)}` : KEY_PAGE_PATH;
}

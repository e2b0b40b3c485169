import { config } from "~/config.server";
import { serverBudget } from "~/generation/budget.server";
import { getSession, hasSessionCookie, type AppSession } from "~/session.server";
import { visitorApiKey } from "./stored-keys.server";
import { PROVIDER_KEY_PAGE, PROVIDER_NAME, type AiKeyStatus } from "./key-status";

export const BANNER_DISMISSED_KEY = "aiKeyBannerDismissed";

/**
 * The provider's name and key page from its base URL: OpenAI unless OPENAI_BASE_URL points to a
 * host we know (the banner reads "{provider} API Key Not Configured").
 */
const KNOWN_PROVIDERS: { host: string; name: string; keyPage: string }[] = [
  { host: "openrouter.ai", name: "OpenRouter", keyPage: "https://openrouter.ai/keys" },
  { host: "groq.com", name: "Groq", keyPage: "https://console.groq.com/keys" },
  { host: "mistral.ai", name: "Mistral", keyPage: "https://console.mistral.ai/api-keys" },
];

export function providerInfo(baseURL = config.OPENAI_BASE_URL): { name: string; keyPage: string } {
  let host = "";
  try {
    host = baseURL ? new URL(baseURL).hostname : "";
  } catch {
    // an unparsable URL is config's problem; name the default provider
  }
  const known = KNOWN_PROVIDERS.find((p) => host === p.host || host.endsWith(`.${p.host}`));
  return known ? { name: known.name, keyPage: known.keyPage } : { name: PROVIDER_NAME, keyPage: PROVIDER_KEY_PAGE };
}

/**
 * Whether this visitor's generations have a key, and whose. The server's key counts only while
 * today's AI budget lasts: once it is used up the visitor is offered what a server without a key
 * offers (their own key, the built-in planner), told when it resets.
 */
export async function aiKeyStatusForSession(session: AppSession | null): Promise<AiKeyStatus> {
  const visitorId = session?.get("visitorId");
  const own = visitorId ? await visitorApiKey(visitorId) : null;
  const budget = !own && config.OPENAI_API_KEY ? await serverBudget() : null;
  const source = own ? "visitor" : config.OPENAI_API_KEY && !budget?.usedUp ? "server" : null;
  return {
    budgetResetsAt: budget?.usedUp ? new Date(budget.resetsAt).toISOString() : null,
    configured: source !== null,
    source,
    provider: providerInfo().name,
    keyPageUrl: providerInfo().keyPage,
    bannerDismissed: session?.get(BANNER_DISMISSED_KEY) === true,
  };
}

/** For loaders: costs no database work for a visitor without a session cookie. */
export async function aiKeyStatus(request: Request): Promise<AiKeyStatus> {
  return aiKeyStatusForSession(hasSessionCookie(request) ? await getSession(request) : null);
}

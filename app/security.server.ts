import { randomBytes } from "node:crypto";
import { config } from "./config.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

function origin(url: string | undefined): string {
  if (!url) return "";
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/**
 * Headers every document gets. Scripts run only with this response's nonce (and what those load);
 * the page may be framed only by ourselves. The scheduling widget's origin is allowed
 * as a frame and script source when SCHEDULING_URL is set; the waitlist's third-party demo
 * (DEMO_EMBED_URL) only as a frame, and only its own origin.
 */
export function securityHeaders(
  nonce: string,
  {
    https = false,
    isDev = process.env.NODE_ENV === "development",
    demoEmbedUrl = config.DEMO_EMBED_URL,
  }: { https?: boolean; isDev?: boolean; demoEmbedUrl?: string } = {},
): Record<string, string> {
  const scheduling = origin(config.SCHEDULING_URL);
  const frames = ["'self'", scheduling, origin(demoEmbedUrl)].filter((source, i, all) => source && all.indexOf(source) === i);
  const csp = [
    "default-src 'self'",
    // 'strict-dynamic': only scripts carrying this nonce, and what they load, run; 'self' and the
    // scheduling host stay for browsers that predate it.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${scheduling ? ` ${scheduling}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? " ws: wss:" : ""}`,
    `frame-src ${frames.join(" ")}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return {
    // Over HTTPS, browsers keep to it for half a year (they ignore this header over plain HTTP).
    ...(https ? { "Strict-Transport-Security": "max-age=15552000" } : {}),
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    // A window this site opens, or that opens it, gets no handle on the other (no tab-nabbing, no leaks).
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
}

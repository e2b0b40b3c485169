/**
 * Only same-site relative paths are followed: "/saved" yes; "//evil.example", "/\evil",
 * "https://…", "javascript:…" and anything with control characters go to the fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  const target = to.trim();
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Browsers treat backslashes as slashes and drop tabs/newlines inside URLs.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
    // Judge the normalised result, not the raw string: "/.//evil.example" and "/%2e//x" resolve
    // to a path starting "//", which a browser would follow to another host.
    const path = url.pathname + url.search + url.hash;
    return path.startsWith("//") ? fallback : path;
  } catch {
    return fallback;
  }
}

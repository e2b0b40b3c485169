/**
 * Log lines as JSON, one per event, in the shape server/index.mjs writes its access log: a log
 * collector parses them without rules, and `requestId` ties an error to its request.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function logError(msg: string, error: unknown, fields: LogFields = {}): void {
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: safeJson(error) };
  console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg, ...fields, ...detail }));
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

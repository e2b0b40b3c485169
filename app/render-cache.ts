/**
 * The route `handle` of pages whose HTML is a pure function of their URL and loader data: no
 * clock, no randomness, nothing read from outside the loaders while rendering. When every route
 * of a page says so, the server may reuse a rendering of the same URL and data
 * (render-cache.server.ts).
 */
export const PURE_RENDER = { pureRender: true } as const;

export function declaresPureRender(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { pureRender?: unknown }).pureRender === true;
}

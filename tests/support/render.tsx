import { createRemixStub } from "@remix-run/testing";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

const LAYOUT_EFFECT_ON_SERVER = /^Warning: useLayoutEffect does nothing on the server/;

/** A page that failed: what its loader threw, and the route's error boundary that shows it. */
type Failure = { error: unknown; boundary: () => ReactNode };

/**
 * Renders a component to HTML as the page of a Remix app at `url`, through `createRemixStub`: the
 * Remix context and a data router are there, so links, search parameters, forms and fetchers work
 * as they do in the app. With `failure`, the page's loader has thrown and its boundary renders.
 *
 * React 18's server renderer warns about every useLayoutEffect, and the stub's router subscribes
 * with one (nothing hydrates here, so it is harmless; React 19 drops the warning): that one warning
 * is left out of the log, every other message goes through.
 */
export function renderAt(url: string, element: ReactNode, failure?: Failure): string {
  const Stub = createRemixStub([{ id: "page", path: "*", Component: () => element, ErrorBoundary: failure?.boundary }]);
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === "string" && LAYOUT_EFFECT_ON_SERVER.test(args[0])) return;
    error(...args);
  };
  try {
    return renderToString(
      <Stub initialEntries={[url]} hydrationData={failure ? { errors: { page: failure.error } } : undefined} />,
    );
  } finally {
    console.error = error;
  }
}

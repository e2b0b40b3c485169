import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { KeyBanner } from "./ai-keys/KeyBanner";
import { pageMeta } from "./meta";
import { useNonce } from "./nonce";
import { loadRootData } from "./root.server";
import stylesheet from "./tailwind.css?url";
import { CursorGrid } from "./ui/CursorGrid";
import { NotFound } from "./ui/NotFound";
import { SiteFooter } from "./ui/SiteFooter";
import { SiteHeader } from "./ui/SiteHeader";
import { Toaster } from "./ui/toast";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta = () => pageMeta();

export async function loader({ request }: LoaderFunctionArgs) {
  const root = await loadRootData(request);
  return data(root.data, { headers: root.headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        <CursorGrid />
        {root?.aiKey ? <KeyBanner status={root.aiKey} returnTo={location.pathname + location.search} /> : null}
        <SiteHeader user={root?.user ?? null} supportEmail={root?.supportEmail ?? undefined} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster flashed={root?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A response thrown on purpose carries a sentence for the visitor; anything else stays in the log.
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string" && error.data.trim() && error.data.length <= 200
      ? error.data
      : `${error.status} ${error.statusText}`
    : "Something went wrong on our side. Please try again.";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <a href="/" className="mt-8 inline-block rounded bg-ink px-4 py-2 font-semibold text-white">Return to Home</a>
    </section>
  );
}

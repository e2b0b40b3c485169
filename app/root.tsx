import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { KeyBanner } from "./ai-keys/KeyBanner";
import { pageMeta } from "./meta";
import { noReloadAfterFailedAction } from "./offline/network-failure";
import { ServiceWorker, serviceWorkerUser } from "./offline/ServiceWorker";
import { useNonce } from "./nonce";
import { loadRootData } from "./root.server";
import stylesheet from "./tailwind.css?url";
import { CursorGrid } from "./ui/CursorGrid";
import { GeneralErrorBoundary } from "./ui/GeneralErrorBoundary";
import { NotFound } from "./ui/NotFound";
import { SiteFooter } from "./ui/SiteFooter";
import { SiteHeader } from "./ui/SiteHeader";
import { Toaster } from "./ui/toast";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta = () => pageMeta();

/** Every page carries its visitor (the header's account menu, often their answers): no cache may keep one. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const root = await loadRootData(request);
  return data(root.data, { headers: root.headers });
}

/** A fetcher's form that got no answer (Save Plan on a dead link) reloads nothing: that would fail too. */
export const shouldRevalidate = noReloadAfterFailedAction;

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
        <ServiceWorker user={serviceWorkerUser(root)} />
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
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <NotFound /> }} />;
}

/*
 * The key notice (SPEC section 2, key setup overlays), in the root layout. With no key the built-in
 * planner still makes every plan, so this is a calm line that says so and offers to add a key, not
 * an alarm (the spec's red "API Key Not Configured" banner would tell visitors no plan can be made,
 * which is never true here). It shows only when no key is configured and the visitor has not
 * dismissed it this session. Dismiss posts to /api-key (intent=dismiss), so it works without JavaScript too.
 * "Configure API Key" is a link to the key page; with JavaScript the first click loads the dialog
 * (Radix Dialog stays out of every page's bundle until someone needs it) and opens it.
 */
import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { Button, buttonVariants } from "~/ui/Button";
import { KEY_PAGE_PATH, keyPageHref, type AiKeyStatus } from "./key-status";

const KeyDialog = lazy(() => import("./KeyDialog").then((m) => ({ default: m.KeyDialog })));

export function KeyBanner({ status, returnTo }: { status: AiKeyStatus; returnTo: string }) {
  const fetcher = useFetcher();
  const [hidden, setHidden] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const configureClass = buttonVariants({ variant: "ink", size: "sm" });
  const configureLink = (
    <a
      href={keyPageHref(returnTo)}
      className={configureClass}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        setDialogWanted(true);
      }}
    >
      Add API key
    </a>
  );
  // On the key page itself the banner would only repeat the page.
  if (status.configured || status.bannerDismissed || hidden || returnTo.startsWith(KEY_PAGE_PATH)) return null;
  return (
    <section
      aria-labelledby="key-banner-title"
      className="no-print border-b border-sky-200 bg-sky-50 px-4 py-2 text-sky-950"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-full text-sm sm:basis-0">
          <h2 id="key-banner-title" className="inline font-semibold">
            {status.budgetResetsAt ? "Today's AI plans are used up: until midnight UTC, " : ""}
            {status.budgetResetsAt ? "plans" : "Plans"} come from the built-in planner.
          </h2>{" "}
          <p className="inline">
            It matches tactics from a curated library to your answers. Add an {status.provider} API key for plans
            written by an AI model.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {dialogWanted ? (
            <Suspense fallback={configureLink}>
              <KeyDialog
                defaultOpen
                provider={status.provider}
                keyPageUrl={status.keyPageUrl}
                returnTo={returnTo}
                trigger="Add API key"
                triggerClassName={configureClass}
              />
            </Suspense>
          ) : (
            configureLink
          )}
          <a
            href={status.keyPageUrl}
            target="_blank"
            rel="noreferrer noopener"
            className={buttonVariants({ size: "sm" })}
          >
            Get API Key<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <fetcher.Form
            method="post"
            action={KEY_PAGE_PATH}
            onSubmit={() => setHidden(true)}
          >
            <input type="hidden" name="intent" value="dismiss" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <Button type="submit" aria-label="Dismiss" variant="ghost" size="icon">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </Button>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}

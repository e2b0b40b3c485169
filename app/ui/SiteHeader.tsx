import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { PRODUCT_BADGE, PRODUCT_NAME } from "~/brand";
import { clearPendingMirror } from "~/saved-plans/pending-mirror";
import { clearStoredAnswers } from "~/wizard/mirror-key";
import { buttonVariants } from "./Button";

export type HeaderUser = { email: string } | null;

const menuLink = "block rounded px-3 py-3 text-sm sm:py-2 font-medium hover:bg-slate-100";

// Closing before paint: the page that a menu link leads to is never shown with the menu still open.
const useBeforePaintEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The header and its toggle menu. The menu is a native <details>, so it opens and closes
 * without JavaScript; with it, choosing a link (any navigation) closes it.
 */
export function SiteHeader({ user, supportEmail }: { user: HeaderUser; supportEmail?: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useBeforePaintEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  return (
    <header className="no-print border-b border-slate-200 bg-white/80 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded font-mono text-lg font-bold tracking-widest">
          {PRODUCT_NAME}
          <span className="rounded bg-launch px-1.5 py-0.5 text-[10px] font-semibold tracking-wider text-white">
            {PRODUCT_BADGE}
          </span>
        </Link>
        <div className="flex items-center gap-3">
          {user ? null : (
            <Link to="/login" className={buttonVariants({ variant: "link", size: "sm", className: "max-md:hidden" })}>
              Sign Up / In
            </Link>
          )}
          <details ref={menu} className="relative">
            <summary className={buttonVariants({ size: "sm", className: "list-none" })} aria-label="Menu">
              <span aria-hidden="true">☰</span> <span className="sr-only md:not-sr-only">Menu</span>
            </summary>
            <nav
              aria-label="Main"
              className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
            >
              {user ? (
                <>
                  <div className="border-b border-slate-100 px-3 py-2 text-sm">
                    <p className="text-slate-600">Signed in as</p>
                    <p className="truncate font-semibold">{user.email}</p>
                  </div>
                  <Link className={menuLink} to="/product">Generate New Plan</Link>
                  <Link className={menuLink} to="/saved">Saved Plans</Link>
                  {supportEmail ? (
                    <a className={menuLink} href={`mailto:${supportEmail}`}>Support</a>
                  ) : null}
                  <Link className={menuLink} to="/privacy">Privacy</Link>
                  <Form method="post" action="/logout" onSubmit={forgetThisBrowsersCopies}>
                    <button type="submit" className={`${menuLink} w-full text-left`}>Sign Out</button>
                  </Form>
                </>
              ) : (
                <>
                  <Link className={menuLink} to="/login">Sign Up / In</Link>
                  <Link className={menuLink} to="/privacy">Privacy</Link>
                </>
              )}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/** Signing out on a shared device: the next person's form starts empty, with no plan waiting to be saved. */
function forgetThisBrowsersCopies() {
  clearPendingMirror();
  try {
    clearStoredAnswers();
  } catch {
    // storage disabled: then nothing was stored either
  }
}

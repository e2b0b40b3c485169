import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/GeneralErrorBoundary";
import { buttonVariants } from "~/ui/Button";

const primary = buttonVariants({ variant: "ink", className: "mt-6" });

export function BackToSaved() {
  return (
    <Link to="/saved" className={buttonVariants()}>
      <span aria-hidden="true">← </span>Back to Saved Plans
    </Link>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function PreviewSignedOut({ loginHref }: { loginHref: string }) {
  return (
    <Panel title="Marketing Plan">
      <p className="mt-3 text-slate-700">You need to sign in to view this marketing plan.</p>
      <Link to={loginHref} className={primary}>Sign In</Link>
    </Panel>
  );
}

export function NoPlanSelected() {
  return (
    <Panel title="No Plan Selected">
      <p className="mt-3 text-slate-700">Choose a plan from your saved plans to preview it.</p>
      <Link to="/saved" className={primary}>Go to Saved Plans</Link>
    </Panel>
  );
}

/** The preview routes' error boundary: a missing (or someone else's) plan, or a failed load. */
export function PreviewError() {
  const failed = (message: string) => () => (
    <Panel title="Error Loading Plan">
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-6">
        <BackToSaved />
      </div>
    </Panel>
  );
  const couldNotLoad = failed("Failed to fetch plan. Please try again.");
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: failed("This plan could not be found. It may have been deleted.") }}
      defaultStatusHandler={couldNotLoad}
      unexpectedErrorHandler={couldNotLoad}
    />
  );
}

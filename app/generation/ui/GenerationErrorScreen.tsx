import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "~/ui/Button";

/** The error screen of the plan flow, and a small note for what a toast says (shown without JavaScript too). */

export function GenerationErrorScreen({ message, retryAction }: { message: string; retryAction: string }) {
  return (
    <section aria-labelledby="generation-error-title" className="mx-auto max-w-2xl rounded-xl border border-red-200 bg-white p-6 shadow-sm">
      <h1 id="generation-error-title" className="text-2xl font-bold text-red-800">
        Failed to generate marketing plan
      </h1>
      <p className="mt-4 text-slate-800">{message}</p>
      <p className="mt-3 text-sm text-slate-700">
        Please check your internet connection and your AI provider API key, then try again.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" action={retryAction}>
          <Button type="submit" variant="ink">
            Try Again
          </Button>
        </Form>
        <Link to="/plan" className={buttonVariants()}>
          Return to Form
        </Link>
      </div>
    </section>
  );
}

export function Note({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "warning" }) {
  const colours = tone === "warning" ? "border-amber-300 bg-amber-50 text-amber-900" : "border-slate-200 bg-slate-50 text-slate-800";
  return (
    <p role="status" className={`mx-auto mb-4 max-w-3xl rounded-lg border px-4 py-3 text-sm ${colours}`}>
      {children}
    </p>
  );
}

import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonVariants } from "./Button";

/**
 * The one error boundary (the Epic Stack's `GeneralErrorBoundary`): a thrown response goes to the
 * handler for its status, else to `defaultStatusHandler`; anything else is a bug, shown as a plain
 * sentence (the cause stays in the server log, never on the page).
 */

type StatusHandler = (error: ErrorResponse) => ReactNode;

export function GeneralErrorBoundary({
  statusHandlers = {},
  defaultStatusHandler = (error) => <ErrorPanel message={responseMessage(error)} />,
  unexpectedErrorHandler = () => <ErrorPanel message={UNEXPECTED_MESSAGE} />,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return <>{unexpectedErrorHandler(error)}</>;
  return <>{(statusHandlers[error.status] ?? defaultStatusHandler)(error)}</>;
}

export const UNEXPECTED_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * A response thrown on purpose carries a sentence for the visitor: as text, or as the JSON error
 * shape's `message`. Without one, its status says what happened.
 */
export function responseMessage(error: ErrorResponse): string {
  const data: unknown = error.data;
  const sentence =
    typeof data === "string"
      ? data
      : typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
        ? data.message
        : "";
  return sentence.trim() && sentence.length <= 200 ? sentence : `${error.status} ${error.statusText}`;
}

function ErrorPanel({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <a href="/" className={buttonVariants({ variant: "ink", className: "mt-8" })}>
        Return to Home
      </a>
    </section>
  );
}

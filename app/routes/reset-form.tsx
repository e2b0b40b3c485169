import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { pageMeta } from "~/meta";
import { getSession } from "~/session.server";
import { redirectWithToast } from "~/toast.server";
import { buttonVariants } from "~/ui/Button";
import { clearAnswers } from "~/wizard/answers.server";

export const meta = () => pageMeta({ title: "Reset Form", noindex: true });

const RESET_FAILED = "The form could not be reset just now. Your answers are unchanged: please try again in a moment.";

/** Nothing to show on a GET: the form lives at /product. */
export function loader() {
  return redirect("/product");
}

/** Clears the session's answers and reloads step 1 with the spec's toast. */
export async function action({ request }: ActionFunctionArgs) {
  try {
    const session = await getSession(request);
    clearAnswers(session);
    return await redirectWithToast(
      request,
      "/product",
      { title: "Form reset successfully", description: "All form data has been cleared" },
      session,
    );
  } catch (error) {
    // The cause is for the log; the visitor gets a sentence they can act on.
    console.error("reset form failed", error);
    return data({ error: RESET_FAILED }, { status: 503 });
  }
}

/** Only reached without JavaScript when the reset failed. */
export default function ResetFailed() {
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Error resetting form</h1>
      <p className="mt-4 text-slate-700">{result?.error ?? RESET_FAILED}</p>
      <Link to="/product" className={buttonVariants({ variant: "ink", className: "mt-8" })}>
        Back to the form
      </Link>
    </section>
  );
}

import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Button } from "~/ui/Button";
import { toast } from "~/ui/toast";
import { clearStoredAnswers } from "./mirror-key";

export const RESET_FAILED = "Error resetting form";

/**
 * "Reset Form": a real POST to /reset-form (works without JavaScript: the server clears the
 * answers, flashes the toast and reloads /product). With JavaScript the browser's copy is removed
 * first, and a failure on either side shows the destructive toast.
 */
export function ResetFormButton() {
  const fetcher = useFetcher<{ error?: string }>();
  const error = fetcher.data?.error;

  useEffect(() => {
    if (error) toast({ title: RESET_FAILED, description: error, variant: "destructive" });
  }, [error, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action="/reset-form"
      onSubmit={(event) => {
        try {
          clearStoredAnswers();
        } catch (e) {
          event.preventDefault();
          toast({ title: RESET_FAILED, description: e instanceof Error ? e.message : String(e), variant: "destructive" });
        }
      }}
    >
      <Button
        type="submit"
        size="xs"
        disabled={fetcher.state !== "idle"}
        className="font-mono tracking-wider hover:border-red-700 hover:text-red-700"
      >
        Reset Form
      </Button>
    </fetcher.Form>
  );
}

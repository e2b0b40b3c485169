/*
 * For the wizard's step 4 (/plan): render above the step-4 form as
 *   <AiKeyNotice status={loaderData.aiKey} formId="<the step-4 form's id>" />
 * where the /plan loader returns `aiKey: await aiKeyStatus(request)` (app/ai-keys/key-status.server.ts).
 * It renders nothing when a key is configured. Its "Use the built-in planner" button submits the
 * step-4 form (via the button's `form` attribute, so it works without JavaScript) with
 * intent=use-builtin (BUILTIN_INTENT in ./key-status): the /plan action then calls
 * startGeneration(request, session, answers, { useBuiltin: formData.get("intent") === "use-builtin" }).
 * (Even without it, startGeneration falls back to the built-in planner when no key exists.)
 */
import { BUILTIN_INTENT, type AiKeyStatus } from "./key-status";
import { Button, buttonVariants } from "~/ui/Button";
import { KeyDialog } from "./KeyDialog";

export function AiKeyNotice({ status, formId, returnTo = "/plan" }: { status: AiKeyStatus; formId: string; returnTo?: string }) {
  if (status.configured) return null;
  return (
    <section aria-labelledby="ai-key-notice-title" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-6 shadow-sm">
      <h2 id="ai-key-notice-title" className="text-lg font-bold text-ink">
        {status.budgetResetsAt ? "Today's AI Plans Are Used Up" : "AI Provider Not Configured"}
      </h2>
      <p className="mt-2 text-sm text-slate-800">
        {status.budgetResetsAt ? (
          <>
            This server&apos;s AI budget for today is used up; it resets at{" "}
            <time dateTime={status.budgetResetsAt}>midnight UTC</time>. Until then, add your own {status.provider} API key for a custom AI-written strategy, or use the built-in planner: it
            builds a complete plan right away from a curated library of proven tactics, templates and timelines, without AI.
          </>
        ) : (
          <>
            Plan generation needs an {status.provider} API key, and none is configured yet. Add your own key to get a
            custom AI-written strategy, or use the built-in planner: it builds a complete plan right away from a curated
            library of proven tactics, templates and timelines, without AI.
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <KeyDialog
          provider={status.provider}
          keyPageUrl={status.keyPageUrl}
          returnTo={returnTo}
          trigger="Configure API Key"
          triggerClassName={buttonVariants({ variant: "ink" })}
        />
        <Button type="submit" form={formId} name={BUILTIN_INTENT.name} value={BUILTIN_INTENT.value}>
          Use the built-in planner
        </Button>
      </div>
    </section>
  );
}

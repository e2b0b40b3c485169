/** "Saving Your Plan": shown while a pending plan is being saved (on /save-plan and on the way there). */
export function SavingPlanNotice({ heading: Heading = "h2" }: { heading?: "h1" | "h2" }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 py-10 text-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-launch motion-reduce:animate-none"
      />
      <Heading className="text-xl font-bold">Saving Your Plan</Heading>
      <p className="text-slate-700">Please wait while we save your marketing plan...</p>
    </div>
  );
}

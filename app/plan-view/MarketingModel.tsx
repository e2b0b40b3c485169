import { useId } from "react";
import { connectPhrase, explorerEngine, howToApply, stageStrength, STAGES, whereThePairGoes, type ExplorerEngine } from "./levers";
import type { BusinessKind } from "~/plan-quality/kinds";
import { buttonVariants } from "~/ui/Button";
import type { PlanView } from "./normalize";
import { unquote } from "./section-parts";

/**
 * The Marketing Model: an explorer per engine (radio buttons choose the lever; CSS shows its
 * panel, so it works without JavaScript), "See connection" combining the two chosen levers, and
 * the strength of each engine by funnel stage.
 */
export function MarketingModel({
  plan,
  kind,
  audience,
  howTo = { emotion: null, logic: null },
}: {
  plan: PlanView;
  kind: BusinessKind | null;
  audience: string | null;
  /** The how-to lines fitted on the server (PlanReview.howTo). */
  howTo?: Record<"emotion" | "logic", Record<string, string> | null>;
}) {
  const id = useId();
  const emotion = explorerEngine(plan.emotionEngine, "emotion", howTo.emotion);
  const logic = explorerEngine(plan.logicEngine, "logic", howTo.logic);

  return (
    <div className="marketing-model space-y-6">
      <p className="max-w-3xl text-slate-700">
        Every purchase runs on two engines. <strong>Emotion</strong> makes people want your product;{" "}
        <strong>logic</strong> lets them justify buying it. Pick one lever from each engine and use the pair in{" "}
        {whereThePairGoes(kind)}.
      </p>
      <div className="grid gap-5 lg:grid-cols-2">
        <EngineExplorer engine={emotion} name={`${id}-emotion`} />
        <EngineExplorer engine={logic} name={`${id}-logic`} />
      </div>

      <details className="group/connection rounded-xl border border-slate-200 bg-slate-50 print:border-0 print:bg-white">
        <summary className={buttonVariants({ variant: "ghost", className: "list-none print:hidden" })}>
          <span aria-hidden="true">⚡</span> See connection
          <span aria-hidden="true" className="text-slate-500 transition-transform group-open/connection:rotate-180">
            ▾
          </span>
        </summary>
        <p role="note" className="px-4 pb-4 text-slate-800">
          Lead with{" "}
          {emotion.levers.map((lever, i) => (
            <span key={i} data-connect-emotion={i}>
              <strong>{lever.name}</strong> to {connectPhrase(lever)}
            </span>
          ))}
          , then use{" "}
          {logic.levers.map((lever, i) => (
            <span key={i} data-connect-logic={i}>
              <strong>{lever.name}</strong> to {connectPhrase(lever)}
            </span>
          ))}
          . Emotion makes them want it; logic lets them justify it.
        </p>
      </details>

      <StrengthTable kind={kind} audience={audience} />
    </div>
  );
}

function EngineExplorer({ engine, name }: { engine: ExplorerEngine; name: string }) {
  const emotion = engine.kind === "emotion";
  const label = emotion ? "Emotion" : "Logic";
  return (
    <section
      aria-labelledby={`${name}-title`}
      className={`lever-engine plan-card min-w-0 rounded-xl border p-5 ${
        emotion ? "border-orange-200 bg-orange-50/60" : "border-sky-200 bg-sky-50/60"
      }`}
    >
      <p className={`font-mono text-xs font-bold tracking-widest ${emotion ? "text-orange-800" : "text-sky-800"}`}>
        {label.toUpperCase()} ENGINE
      </p>
      <h3 id={`${name}-title`} className="mt-1 text-lg font-bold">
        {engine.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{engine.description}</p>
      <fieldset className="mt-4 print:hidden">
        <legend className="sr-only">Choose an {label.toLowerCase()} lever</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {engine.levers.map((lever, i) => (
            <label key={i} className="min-w-0">
              <input
                type="radio"
                name={name}
                value={i}
                data-engine={engine.kind}
                defaultChecked={i === 0}
                className="lever-choice peer sr-only"
              />
              <span
                className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border bg-white px-2 py-2 text-center text-sm font-semibold break-words peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-launch ${
                  emotion
                    ? "border-orange-200 peer-checked:border-orange-700 peer-checked:bg-orange-700 peer-checked:text-white"
                    : "border-sky-200 peer-checked:border-sky-700 peer-checked:bg-sky-700 peer-checked:text-white"
                }`}
              >
                {lever.name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {engine.levers.map((lever, i) => (
        <div key={i} className="lever-panel mt-4 rounded-lg bg-white p-4 shadow-sm" data-index={i}>
          <h4 className="font-bold">{lever.name}</h4>
          {lever.description ? <p className="mt-1 text-sm text-slate-700">{lever.description}</p> : null}
          {lever.example ? (
            <blockquote
              className={`mt-3 border-l-4 pl-3 text-sm italic text-slate-800 ${emotion ? "border-orange-400" : "border-sky-400"}`}
            >
              “{unquote(lever.example)}”
            </blockquote>
          ) : null}
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold text-ink">How to apply: </span>
            {howToApply(lever)}
          </p>
        </div>
      ))}
    </section>
  );
}

function StrengthTable({ kind: business, audience }: { kind: BusinessKind | null; audience: string | null }) {
  return (
    // Focusable, so a keyboard can scroll it sideways when it is wider than a phone.
    <div tabIndex={0} role="region" aria-label="Strength by stage" className="plan-card overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="px-4 pt-4 text-left">
          <span className="block font-bold text-ink">Strength by stage</span>
          <span className="block text-slate-600">
            How strongly each engine moves {audience ?? "buyers"} at each stage of the funnel.
          </span>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 font-mono text-xs tracking-widest text-slate-600">
            <th scope="col" className="px-4 py-2 font-semibold">
              STAGE
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              EMOTION
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              LOGIC
            </th>
          </tr>
        </thead>
        <tbody>
          {STAGES.map((stage) => (
            <tr key={stage} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-2 font-semibold">
                {stage}
              </th>
              {(["emotion", "logic"] as const).map((kind) => {
                const value = stageStrength(kind, stage, business);
                return (
                  <td key={kind} className="px-4 py-2">
                    <span className="flex items-center gap-2">
                      <span className="w-7 font-mono tabular-nums">{value}</span>
                      <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-slate-100">
                        <span
                          className={`block h-2 rounded-full ${kind === "emotion" ? "bg-orange-600" : "bg-sky-600"}`}
                          style={{ width: `${value}%` }}
                        />
                      </span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

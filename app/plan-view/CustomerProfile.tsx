import { splitLabel, type ProfileView } from "./normalize";

const LISTS: [keyof ProfileView, string, string][] = [
  ["demographics", "Demographics", "Who they are"],
  ["behaviors", "Behaviors", "What they do"],
  ["needs", "Needs", "What they need"],
  ["painPoints", "Pain Points", "What hurts"],
  ["goals", "Goals", "What they want"],
  ["objections", "Objections", "Why they hesitate"],
];

/** Know Your Customer: the profile's text and lists; "label: value" items keep their label. */
export function CustomerProfile({ profile }: { profile: ProfileView }) {
  return (
    <div className="space-y-5">
      {profile.overview ? (
        <div className="plan-card rounded-xl bg-ink p-5 text-white">
          <h3 className="font-mono text-xs font-bold tracking-widest text-orange-300">OVERVIEW</h3>
          <p className="mt-2 text-base leading-relaxed break-words">{profile.overview}</p>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {LISTS.map(([key, title, hint]) => {
          const items = profile[key] as string[];
          if (!items.length) return null;
          return (
            <section key={key} aria-label={title} className="plan-card min-w-0 rounded-xl border border-slate-200 p-5">
              <h3 className="font-bold">{title}</h3>
              <p className="text-xs text-slate-600">{hint}</p>
              <ul className="mt-3 space-y-2 text-sm">
                {items.map((item, i) => {
                  const { label, value } = splitLabel(item);
                  return (
                    <li key={i} className="flex gap-2 break-words">
                      <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-launch" />
                      <span className="min-w-0">
                        {label ? (
                          <>
                            <span className="font-semibold text-ink">{label}:</span>{" "}
                            <span className="text-slate-700">{value}</span>
                          </>
                        ) : (
                          <span className="text-slate-700">{value}</span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      {profile.buyingProcess ? (
        <div className="plan-card rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h3 className="font-bold">Buying Process</h3>
          <p className="mt-2 text-sm text-slate-700 break-words">{profile.buyingProcess}</p>
        </div>
      ) : null}
    </div>
  );
}

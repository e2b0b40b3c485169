import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { buttonVariants } from "~/ui/Button";
import { withSearchParams } from "~/ui/search-params";
import { EDUCATION_CARDS } from "./education-cards";

export type EducationScreenProps = {
  /** With JavaScript, called by the complete button instead of following completeHref. */
  onComplete?: () => void;
  /** Where the complete button leads (the plan result). */
  completeHref: string;
  /** Where "Skip" leads (usually the same result). */
  skipHref: string;
};

const COUNT = EDUCATION_CARDS.length;

function clampCard(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= COUNT ? n : 1;
}

/**
 * SPEC 2, step 4: three education cards before the result. The current card is the `card` search
 * parameter (1..3), so previous, next and the dots are real links that work without JavaScript;
 * with it they switch cards in place and move focus to the new card's heading.
 */
export function EducationScreen({ onComplete, completeHref, skipHref }: EducationScreenProps) {
  const [searchParams] = useSearchParams();
  const fromUrl = clampCard(searchParams.get("card"));
  const [card, setCard] = useState(fromUrl);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => setCard(fromUrl), [fromUrl]);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [card]);

  const hrefFor = (n: number) => withSearchParams(searchParams, { card: String(n) });
  const go = (n: number) => (event: MouseEvent) => {
    event.preventDefault();
    moved.current = true;
    setCard(n);
  };
  const complete = (event: MouseEvent) => {
    if (!onComplete) return;
    event.preventDefault();
    onComplete();
  };

  // Out of range reads as card 1, as clampCard does.
  const current = EDUCATION_CARDS[card - 1] ?? EDUCATION_CARDS[0];
  const navButton = buttonVariants();

  return (
    <section aria-labelledby="education-title" className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <div className="flex items-center justify-between gap-4">
        <p className="font-mono text-xs font-semibold tracking-[0.3em] text-launch">YOUR PLAN IS READY</p>
        <a href={skipHref} className="rounded px-2 py-1 text-sm font-semibold text-slate-700 underline hover:text-ink">
          Skip to my plan
        </a>
      </div>
      <h1 id="education-title" className="mt-3 text-2xl font-black tracking-tight sm:text-4xl">
        Three things to know before you read it
      </h1>

      <article
        aria-labelledby="education-card-title"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <p className="font-mono text-xs font-semibold tracking-widest text-slate-600">
          CARD {card} OF {COUNT}
        </p>
        <h2
          id="education-card-title"
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
        >
          {current.title}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{current.lead}</p>
        <ul className="mt-6 space-y-3">
          {current.points.map((point) => (
            <li key={point} className="flex gap-3 text-slate-700">
              <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-launch" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-lg bg-launch-soft px-4 py-3 font-semibold text-orange-950">{current.takeaway}</p>
      </article>

      <nav aria-label="Education cards" className="mt-6 flex flex-wrap items-center justify-between gap-3">
        {card > 1 ? (
          <a href={hrefFor(card - 1)} onClick={go(card - 1)} className={navButton}>
            <span aria-hidden="true">←&nbsp;</span>Previous
          </a>
        ) : (
          <span className={`${navButton} invisible`} aria-hidden="true">
            Previous
          </span>
        )}
        <ol className="order-first flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto">
          {EDUCATION_CARDS.map((c, i) => (
            <li key={c.title}>
              <a
                href={hrefFor(i + 1)}
                onClick={go(i + 1)}
                aria-label={`Card ${i + 1}: ${c.title}`}
                aria-current={card === i + 1 ? "step" : undefined}
                className="flex h-11 w-8 items-center justify-center rounded"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 rounded-full transition-all ${card === i + 1 ? "w-6 bg-launch" : "w-3 bg-slate-400"}`}
                />
              </a>
            </li>
          ))}
        </ol>
        {card < COUNT ? (
          <a href={hrefFor(card + 1)} onClick={go(card + 1)} className={navButton}>
            Next<span aria-hidden="true">&nbsp;→</span>
          </a>
        ) : (
          <a
            href={completeHref}
            onClick={complete}
            className={buttonVariants({ variant: "primary" })}
          >
            Complete: Show My Plan
          </a>
        )}
      </nav>
    </section>
  );
}

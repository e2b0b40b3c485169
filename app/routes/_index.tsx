import { Link } from "@remix-run/react";
import { pageMeta } from "~/meta";
import { buttonVariants } from "~/ui/Button";

export const meta = () => pageMeta({ fullTitle: "Marketing Plan Generator | AI Marketing Strategy Creator" });

const VALUE_CARDS = [
  {
    title: "Product Specific",
    body: "Built from what you tell us about your product, its stage and what makes it different: no generic playbooks.",
  },
  {
    title: "User Centric",
    body: "Starts from a customer profile: who buys, why they hesitate, and the words that move them.",
  },
  {
    title: "Action Plan",
    body: "Tactics with ready-to-send templates and a phased timeline you can start on this week.",
  },
];

export default function Home() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <section className="text-center">
        <p className="font-mono text-xs font-semibold tracking-[0.3em] text-launch">GO-TO-MARKET, PLANNED</p>
        <h1 className="mt-4 text-4xl font-black tracking-tight sm:text-6xl">MARKETING PLAN GENERATOR</h1>
        <p className="mx-auto mt-6 max-w-2xl text-xl text-slate-700">It&apos;s not your product it&apos;s your marketing.</p>
        <Link
          to="/product"
          className={buttonVariants({ variant: "primary", size: "lg", className: "mt-10 font-mono tracking-widest" })}
        >
          GET STARTED
        </Link>
      </section>
      <section aria-label="What you get" className="mt-20 grid gap-6 md:grid-cols-3">
        {VALUE_CARDS.map((card) => (
          <article key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="font-mono text-sm font-bold tracking-widest text-launch">{card.title.toUpperCase()}</h2>
            <p className="mt-3 text-slate-700">{card.body}</p>
          </article>
        ))}
      </section>
    </div>
  );
}

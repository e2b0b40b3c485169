import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { clientAddress } from "~/client-address.server";
import { config } from "~/config.server";
import { readForm } from "~/http.server";
import { pageMeta } from "~/meta";
import { keepFormOnNetworkFailure } from "~/offline/network-failure";
import { redirectWithToast } from "~/toast.server";
import { buttonVariants } from "~/ui/Button";
import { Carousel } from "~/waitlist/Carousel";
import { FOUNDING_OFFER, WAITLIST_HEADING, WAITLIST_INTRO } from "~/waitlist/content";
import { DEMO_TABS, demoFor } from "~/waitlist/demo.server";
import { DemoSection } from "~/waitlist/DemoSection";
import { FAILED_TITLE, JOINED_TOAST, joinWaitlist } from "~/waitlist/join.server";
import { HONEYPOT_FIELD, isHoneypotFilled, WAITLIST_FORM_ID, waitlistValidator } from "~/waitlist/schemas";
import { SLIDES } from "~/waitlist/slides";
import { WaitlistForm, type WaitlistFailure } from "~/waitlist/WaitlistForm";

export const meta = () =>
  pageMeta({
    title: "Join the Waitlist",
    description: "Early access to Liftoff, the go-to-market plan generator, with founding-member pricing.",
    noindex: true,
  });

/** Not indexed (SPEC 2): the meta tag, and the header for crawlers that read only headers. */
export const headers: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const embedUrl = config.DEMO_EMBED_URL ?? null;
  return {
    joined: params.get("joined"),
    embedUrl,
    tabs: embedUrl ? [] : DEMO_TABS,
    demo: embedUrl ? null : demoFor(params.get("demo")),
  };
}

/** Join (or update) an entry; a bad field answers 422 with the values kept, the limit 429. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const honeypot = isHoneypotFilled(form.get(HONEYPOT_FIELD));
  form.delete(HONEYPOT_FIELD);
  const result = await waitlistValidator.validate(form);
  if (result.error) return validationError({ ...result.error, formId: WAITLIST_FORM_ID }, result.submittedData);

  const outcome = await joinWaitlist(result.data, { address: clientAddress(context), honeypot });
  if (!outcome.ok) {
    const retryAfter = outcome.status === 429 ? outcome.retryAfterSeconds : 5;
    return data(
      {
        fieldErrors: {},
        formId: WAITLIST_FORM_ID,
        repopulateFields: result.submittedData,
        formError: { title: FAILED_TITLE, message: outcome.message },
      },
      { status: outcome.status, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  // A fresh value per join: the page shows the confirmation and remounts the form empty.
  return redirectWithToast(request, `/waitlist?joined=${Date.now().toString(36)}#join`, JOINED_TOAST);
}

/** With JavaScript, a join that gets no answer keeps the form as typed (app/offline/network-failure.ts). */
export const clientAction = keepFormOnNetworkFailure;

export default function Waitlist() {
  const { joined, embedUrl, tabs, demo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure: WaitlistFailure = actionData && "formError" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-10 sm:space-y-20 sm:py-14">
      {/* Phones: the pitch, the form, then the offer; from 1024 px the form stands beside both. */}
      <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-x-10">
        <div>
          <p className="font-mono text-xs font-semibold tracking-[0.3em] text-launch">EARLY ACCESS</p>
          <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">{WAITLIST_HEADING}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">{WAITLIST_INTRO}</p>
        </div>
        <section id="join" aria-labelledby="join-title" className="scroll-mt-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <WaitlistForm joined={joined} failure={failure} />
        </section>
        <FoundingOffer />
      </div>

      <section aria-labelledby="screens-title">
        <p className="font-mono text-xs font-semibold tracking-[0.3em] text-launch">A LOOK INSIDE</p>
        <h2 id="screens-title" className="mt-2 text-3xl font-black tracking-tight">
          From your answers to your plan
        </h2>
        <p className="mt-2 mb-6 max-w-3xl text-slate-700">Seven screens of Liftoff as it is today, from the homepage to the timeline.</p>
        <Carousel slides={SLIDES} />
      </section>

      <DemoSection demo={demo} tabs={tabs} embedUrl={embedUrl} />

      <section className="rounded-2xl bg-ink p-8 text-center text-white">
        <h2 className="text-2xl font-black tracking-tight">Want this for your product?</h2>
        <p className="mt-2 text-slate-200">
          Founding members pay {FOUNDING_OFFER.price} {FOUNDING_OFFER.period} and keep it.
        </p>
        <a href="#join" className={buttonVariants({ variant: "primary", size: "lg", className: "mt-6 font-mono tracking-wider" })}>
          Join the Waitlist
        </a>
      </section>
    </div>
  );
}

function FoundingOffer() {
  const offer = FOUNDING_OFFER;
  return (
    <section aria-labelledby="offer-title" className="rounded-xl border-2 border-launch bg-white p-6 shadow-sm">
      <h2 id="offer-title" className="font-mono text-sm font-bold tracking-widest text-launch">
        {offer.heading.toUpperCase()}
      </h2>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-3">
        <span className="text-4xl font-black">{offer.price}</span>
        <span className="text-lg text-slate-700">{offer.period}</span>
        <span className="text-sm text-slate-600">
          instead of <s>{offer.regularPrice}</s>
        </span>
      </p>
      <p className="mt-2 font-semibold">{offer.keeps}</p>
      <p className="mt-1 text-sm text-slate-700">{offer.who}</p>
      <ul className="mt-4 space-y-2 text-sm">
        {offer.includes.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-launch">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-600">{offer.terms}</p>
    </section>
  );
}

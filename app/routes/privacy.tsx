import { Link } from "@remix-run/react";
import { pageMeta } from "~/meta";

export const meta = () => pageMeta({ title: "Privacy Policy" });

const LAST_UPDATED = "April 17, 2025";

const SECTIONS: { id: string; title: string; body: React.ReactNode }[] = [
  {
    id: "introduction",
    title: "1. Introduction",
    body: (
      <p>
        Liftoff is operated by a limited company registered in the United Kingdom (&quot;we&quot;, &quot;us&quot;). This policy
        explains what we collect when you use Liftoff, why, and the choices you have.
      </p>
    ),
  },
  {
    id: "information-we-collect",
    title: "2. Information We Collect",
    body: (
      <ul className="list-disc space-y-1 pl-6">
        <li>Account details: your email address and a securely hashed password when you create an account.</li>
        <li>Plan answers: what you type into the plan form, and the plans you generate and choose to save.</li>
        <li>Waitlist details: your name, email, product name and website if you join the waitlist.</li>
        <li>Usage data: privacy-minded, aggregate analytics about which pages are used.</li>
      </ul>
    ),
  },
  {
    id: "how-we-use",
    title: "3. How We Use Your Information",
    body: (
      <p>
        To generate your customer profile and marketing plan, to save and show you your plans, to run the waitlist,
        to answer you when you contact us, and to keep the service secure and working.
      </p>
    ),
  },
  {
    id: "third-party-services",
    title: "4. Third-Party Services",
    body: (
      <>
        <p>We rely on a small number of processors, each bound to use your data only to provide their service to us:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>an authentication provider, to sign you in;</li>
          <li>an AI text-generation provider, which receives your plan answers to write your plan;</li>
          <li>a privacy-minded analytics tool, without advertising cookies;</li>
          <li>a transactional e-mail provider, for messages about your account and the waitlist.</li>
        </ul>
      </>
    ),
  },
  {
    id: "data-security",
    title: "5. Data Security",
    body: (
      <p>
        Data travels encrypted, passwords are stored only as salted hashes, and keys you give us are encrypted at rest.
        No system is perfectly secure, but we limit access to what each part of the service needs.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "6. Your Rights",
    body: (
      <p>
        You have the right of access to your data, of rectification of inaccurate data, of erasure, and of restriction of
        processing, as well as the right to object and to data portability.
      </p>
    ),
  },
  {
    id: "gdpr",
    title: "7. Legal Basis for Processing (GDPR)",
    body: (
      <p>
        We process your data to perform our contract with you (generating and saving plans), on our legitimate interests
        (security, improving the service), and with your consent where we ask for it (the waitlist).
      </p>
    ),
  },
  {
    id: "contact",
    title: "8. Contact Us",
    body: <p>Questions or requests about your data: write to us through the Support link in the menu.</p>,
  },
  {
    id: "governing-law",
    title: "9. Governing Law",
    body: <p>This policy is governed by the laws of England and Wales, United Kingdom.</p>,
  },
  {
    id: "changes",
    title: "10. Changes to This Policy",
    body: <p>We will post any change here and update the date below. Significant changes will be announced in the app.</p>,
  },
];

export default function Privacy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/" className="rounded text-sm font-semibold text-launch hover:underline">
        ← Back to Home
      </Link>
      <h1 className="mt-6 text-4xl font-black tracking-tight">Privacy Policy</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated: {LAST_UPDATED}</p>
      <nav aria-label="Contents" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-mono text-xs font-bold tracking-widest">CONTENTS</h2>
        <ol className="mt-2 grid gap-1 sm:grid-cols-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-flex min-h-11 items-center rounded text-sm hover:underline sm:min-h-0">{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-8 leading-relaxed text-slate-800">
        {SECTIONS.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-4">
            <h2 id={`${s.id}-title`} className="text-xl font-bold">{s.title}</h2>
            <div className="mt-2">{s.body}</div>
          </section>
        ))}
      </div>
    </article>
  );
}

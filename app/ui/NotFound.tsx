import { Link } from "@remix-run/react";
import { buttonVariants } from "./Button";

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-mono text-6xl font-bold text-launch">404</p>
      <h1 className="mt-4 text-3xl font-bold">404 - Page Not Found</h1>
      <p className="mt-4 text-slate-700">
        The page you&apos;re looking for doesn&apos;t exist or has been moved to another location.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ variant: "ink" })}>
          Return to Home
        </Link>
        <Link to="/product" className={buttonVariants()}>
          Create a Marketing Plan
        </Link>
      </div>
    </section>
  );
}

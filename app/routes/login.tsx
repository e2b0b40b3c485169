import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { LoginTabs } from "~/auth/ui/LoginTabs";
import { loginAction, loginLoader } from "~/auth/login.server";
import { pageMeta } from "~/meta";

export const meta = () => pageMeta({ title: "Sign Up / Sign In", description: "Create an account or sign in to save your marketing plans." });

export const loader = ({ request }: LoaderFunctionArgs) => loginLoader(request);
export const action = ({ request }: ActionFunctionArgs) => loginAction(request);

export default function Login() {
  const [params] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const failure = actionData && "formError" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold">Welcome</h1>
        <p className="mt-2 text-center text-sm text-slate-700">
          Create an account or sign in to save and manage your marketing plans.
        </p>
        <LoginTabs
          tab={params.get("tab") === "signin" ? "signin" : "signup"}
          params={params}
          failure={failure}
          navigation={navigation}
        />
        <p className="mt-6 text-center text-sm text-slate-700">
          Read how we handle your data in our{" "}
          <Link to="/privacy" className="font-semibold text-launch underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

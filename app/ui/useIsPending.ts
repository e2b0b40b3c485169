import { useFormAction, useNavigation } from "@remix-run/react";

type FormMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * True while the form submission described here is under way (the Epic Stack's `useIsPending`).
 * `formAction` is resolved the way `<Form action>` resolves it (by default this route's own
 * action), `formMethod` defaults to POST, `state` to any non-idle state (submitting, then loading
 * after a redirect); `fields` narrows it to submissions carrying those values, such as an
 * `intent` or the id of the row being deleted; `to` to the page being loaded (while loading after
 * the action redirected, the redirect's target).
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  state = "non-idle",
  fields,
  to,
}: {
  formAction?: string;
  formMethod?: FormMethod;
  state?: "submitting" | "loading" | "non-idle";
  fields?: Record<string, string>;
  to?: string;
} = {}): boolean {
  const action = useFormAction(formAction);
  const navigation = useNavigation();
  const inState = state === "non-idle" ? navigation.state !== "idle" : navigation.state === state;
  return (
    inState &&
    navigation.formAction === action &&
    navigation.formMethod?.toUpperCase() === formMethod &&
    (to === undefined || navigation.location?.pathname === to) &&
    Object.entries(fields ?? {}).every(([name, value]) => navigation.formData?.get(name) === value)
  );
}

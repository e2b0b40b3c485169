import { useEffect, useRef, type RefObject } from "react";
import { clearStoredAnswers, PLAN_FORM_STORAGE_KEY } from "./mirror-key";
import { STEPS, type StepId } from "./steps";
import type { DraftAnswers, PlanFormData } from "./types";

/**
 * The browser-side copy of the plan form (SPEC section 3): every change is mirrored into
 * localStorage under the plan-form key, a step is restored from it when the server has nothing
 * for that step (expired cookie, restarted browser), other tabs' changes are picked up through the
 * storage event, and reset removes it. A stored value that is not valid JSON is ignored with a
 * warning. With JavaScript off none of this runs and the server session is the only copy.
 *
 * The server clears answers on purpose too (Reset Form, a saved plan, a fresh /create). Each
 * clear has a new epoch id; the copy remembers the epoch it belongs to, and a copy from before
 * the latest clear is dropped rather than restored. A session that never cleared (or expired)
 * has no epoch, and then the copy is restored.
 */

const EPOCH_STORAGE_KEY = `${PLAN_FORM_STORAGE_KEY}:epoch`;

type Stored = Partial<Record<keyof PlanFormData, unknown>>;

function parse(raw: string | null): Stored | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
    return value as Stored;
  } catch (error) {
    console.warn("Ignoring the saved plan form: it could not be read.", error);
    return null;
  }
}

export function readStoredAnswers(): Stored | null {
  try {
    return parse(window.localStorage.getItem(PLAN_FORM_STORAGE_KEY));
  } catch {
    return null; // storage disabled: behave as if empty
  }
}

function writeStoredAnswers(values: Stored): void {
  try {
    window.localStorage.setItem(PLAN_FORM_STORAGE_KEY, JSON.stringify(values));
  } catch {
    // full or disabled storage: the server session still holds what was submitted
  }
}

function storedEpoch(): string | null {
  try {
    return window.localStorage.getItem(EPOCH_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeEpoch(epoch: string): void {
  try {
    window.localStorage.setItem(EPOCH_STORAGE_KEY, epoch);
  } catch {
    // disabled storage: nothing to keep in step
  }
}

/** A step's answers from an untrusted object: texts as strings, skills a list, the box a boolean. */
export function stepValuesFrom(source: Stored | null, step: StepId): DraftAnswers {
  const values: DraftAnswers = {};
  if (!source) return values;
  for (const key of STEPS[step].fields) {
    const v = source[key];
    if (key === "skills") {
      if (Array.isArray(v)) values.skills = v.filter((s): s is string => typeof s === "string");
    } else if (key === "includeMarketingWisdom") {
      if (typeof v === "boolean") values.includeMarketingWisdom = v;
    } else if (typeof v === "string") {
      values[key] = v;
    }
  }
  return values;
}

function hasContent(values: DraftAnswers): boolean {
  return Object.values(values).some((v) => (Array.isArray(v) ? v.length > 0 : typeof v === "string" ? v.trim() !== "" : v !== undefined));
}

/** What the form shows now, for this step's fields. */
function formValues(form: HTMLFormElement, step: StepId): DraftAnswers {
  const data = new FormData(form);
  const values: DraftAnswers = {};
  for (const key of STEPS[step].fields) {
    const all = data.getAll(key).filter((v): v is string => typeof v === "string");
    if (key === "skills") values.skills = all;
    else if (key === "includeMarketingWisdom") values.includeMarketingWisdom = all[all.length - 1] === "true";
    else if (all.length > 0) values[key] = all[all.length - 1];
  }
  return values;
}

const same = (a: DraftAnswers, b: DraftAnswers) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Wires a step's form to the mirror. `serverValues` are the answers the server has for this step;
 * `onRestore` receives values to show instead (the form remounts with them).
 */
export function useAnswersMirror({
  formRef,
  step,
  serverValues,
  epoch,
  formVersion,
  onRestore,
}: {
  formRef: RefObject<HTMLFormElement>;
  step: StepId;
  serverValues: DraftAnswers;
  epoch: string | null;
  formVersion: number;
  onRestore: (values: DraftAnswers) => void;
}) {
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;
  const serverJson = JSON.stringify(serverValues);

  // On arrival, and whenever the server's answers change (reset, a new step): restore or mirror.
  useEffect(() => {
    const server = JSON.parse(serverJson) as DraftAnswers;
    let stored = readStoredAnswers();
    if (epoch !== null && storedEpoch() !== epoch) {
      // The server cleared the answers after this copy was written: drop it.
      try {
        clearStoredAnswers();
      } catch {
        // disabled storage
      }
      writeEpoch(epoch);
      stored = null;
    }
    if (stored && typeof stored.productName !== "string") {
      console.warn("The saved plan form has no productName.");
    }
    const storedStep = stepValuesFrom(stored, step);
    if (!hasContent(server) && hasContent(storedStep)) {
      restoreRef.current(storedStep);
    } else if (hasContent(server)) {
      writeStoredAnswers({ ...(stored ?? {}), ...server });
    }
  }, [serverJson, step, epoch]);

  // Every edit of the form is written through.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const mirror = () => writeStoredAnswers({ ...(readStoredAnswers() ?? {}), ...formValues(form, step) });
    form.addEventListener("input", mirror);
    form.addEventListener("change", mirror);
    return () => {
      form.removeEventListener("input", mirror);
      form.removeEventListener("change", mirror);
    };
  }, [formRef, step, formVersion]);

  // Another tab changed this step's answers: show them here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== PLAN_FORM_STORAGE_KEY || event.newValue === null) return;
      const next = stepValuesFrom(parse(event.newValue), step);
      const before = stepValuesFrom(event.oldValue === null ? null : parse(event.oldValue), step);
      if (!same(next, before) && hasContent(next)) restoreRef.current(next);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [step]);
}

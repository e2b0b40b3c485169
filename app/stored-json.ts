import type { z } from "zod";

/**
 * Values read back from the database with the schema that wrote them (generations, saved plans).
 * A value that no longer matches (an old row, a row written by hand) is logged with the row it
 * came from and the zod issues, and read as null: the caller treats it as a missing value, so one
 * bad row never breaks a page.
 */
export function parseStored<S extends z.ZodTypeAny>(value: unknown, schema: S, what: string): z.output<S> | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  console.error(`stored ${what} does not match its schema`, result.error.issues);
  return null;
}

/** A JSON column: null stays null, text that is not JSON is logged and read as null. */
export function parseStoredJson<S extends z.ZodTypeAny>(text: string | null, schema: S, what: string): z.output<S> | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    console.error(`stored ${what} is not JSON`, error instanceof Error ? error.message : error);
    return null;
  }
  return parseStored(value, schema, what);
}

/**
 * The value, which the test needs to exist: throws (and so fails the test) with a clear message
 * when it is `undefined`, for example an index into a result that came back shorter than expected.
 * Plain code, no test runner: it serves Vitest and Playwright alike.
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Expected ${what} to exist, but it is undefined`);
  return value;
}

/** What DATABASE_URL names: a SQLite file, a PostgreSQL database, or something we cannot use. */
export type DatabaseTarget =
  | { kind: "sqlite"; path: string }
  | { kind: "postgres"; url: string }
  | { kind: "unsupported"; shown: string };

export function databaseTarget(value: string): DatabaseTarget;
/** A URL as it may be printed: any password replaced by ***. */
export function withoutPassword(url: string): string;
/** What to say about a DATABASE_URL we cannot use (one line), or null. */
export function databaseUrlProblem(value: string): string | null;

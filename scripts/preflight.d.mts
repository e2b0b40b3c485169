export function nodeVersionProblem(version: string, range: string | undefined): string | null;
export function sqliteProblem(load?: () => void): string | null;
export function databaseUrlProblem(value: string | undefined): string | null;

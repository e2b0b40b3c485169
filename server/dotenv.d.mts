export function loadDotEnv(file?: string): void;

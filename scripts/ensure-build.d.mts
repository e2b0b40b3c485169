export function buildDir(): string;
export function ensureBuild(): string;

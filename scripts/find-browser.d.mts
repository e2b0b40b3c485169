export const NO_BROWSER_MESSAGE: string;
export type FoundBrowser =
  | { executablePath: string | undefined; source: "CHROMIUM_PATH" | "system" | "playwright" }
  | { error: string };
export type BrowserProbe = {
  env?: Record<string, string | undefined>;
  platform?: NodeJS.Platform;
  exists?: (path: string) => boolean;
  managedPath?: () => string | undefined;
};
export function systemBrowserPaths(platform: NodeJS.Platform, env: Record<string, string | undefined>): string[];
export function findBrowser(probe?: BrowserProbe): FoundBrowser;
export function findOrInstallBrowser(options?: BrowserProbe & { install?: () => boolean }): FoundBrowser;

/**
 * The Remix options, in one place. vite.config.ts passes them to the Remix Vite plugin.
 * REMIX_BUILD_DIR lets a test run or benchmark build elsewhere without touching ./build.
 * @type {import("@remix-run/dev").VitePluginConfig}
 */
export default {
  appDirectory: "app",
  buildDirectory: process.env.REMIX_BUILD_DIR || "build",
  ignoredRouteFiles: ["**/*.test.*", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};

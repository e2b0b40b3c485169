import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig)],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // Rollup splits the client code into many tiny shared chunks (useHydrated is 135 bytes): /product
  // listed 27 modulepreload links and a first visit made 29 requests. Chunks under 10 kB without side
  // effects are merged into one loaded alongside: 10 links, the same bytes, and less for the
  // server to render on every page (bench/RESULTS.md, issue 11).
  build: { rollupOptions: { output: { experimentalMinChunkSize: 10_000 } } },
  server: { port: Number(process.env.PORT) || 3000 },
});

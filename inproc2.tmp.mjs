import { createRequestHandler } from "@remix-run/node";
const build = await import(process.argv[2]);
const handler = createRequestHandler(build, "production");
const path = process.argv[3];
for (let i = 0; i < 3000; i++) { const r = await handler(new Request("http://localhost" + path)); await r.text(); }
process.exit(0);

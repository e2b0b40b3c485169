/**
 * The baseline: a bare node:http server answering every request with the same bytes and headers
 * a page of the app answered with. Run as a child so it gets a core of its own, like the app.
 */
import { createServer } from "node:http";

const port = Number(process.env.PORT);
const body = Buffer.from(process.env.BARE_BODY_B64 ?? "", "base64");
const contentType = process.env.BARE_CONTENT_TYPE ?? "text/html; charset=utf-8";

createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
  res.end(body);
}).listen(port, "127.0.0.1", () => process.send?.("ready"));

// The baseline of bench/http.mjs: a bare Hono app on @hono/node-server answering "hello", the fastest
// a Hono server on this machine can answer. Prints its port once listening.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("hello"));
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) => {
  console.info(String(info.port));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));

// The floor bench/chat.mjs measures the real server against: plain node:http, no framework, no
// database, no audience checks. It serves the same two requests the bench makes, with the same framing
// (chunked text/event-stream): GET /api/events keeps the response open after a `ready` frame, and a POST
// of `{ body }` to any other path writes one frame, the real server's frame with the posted body in it,
// to every open stream (one write per stream per message: no pacing or batching), then answers 201.
// Run by the bench as its own process, so its CPU time is measured the way the server's is:
//   BARE_PORT=3274 BARE_FRAME_TEMPLATE='id: …\nevent: chat.message_posted\ndata: {…{{body}}…}\n\n' node bench/lib/bare-sse-server.mjs
import http from "node:http";

const port = Number(process.env.BARE_PORT ?? 3274);
/** The frame as the real server wrote it, with `{{body}}` where the message's body was. */
const template = (process.env.BARE_FRAME_TEMPLATE ?? "event: chat.message_posted\ndata: {{body}}\n\n").split(
  "{{body}}",
);
const streams = new Set();
let sequence = 0;

const server = http.createServer((request, response) => {
  if (request.method === "GET" && request.url === "/api/events") {
    response.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
    });
    response.write("id: 0\nevent: ready\ndata: {}\n\n");
    streams.add(response);
    response.on("close", () => streams.delete(response));
    return;
  }
  if (request.method !== "POST") {
    response.writeHead(404).end();
    return;
  }
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    let body;
    try {
      ({ body } = JSON.parse(Buffer.concat(chunks).toString("utf8")));
    } catch {
      response.writeHead(400).end();
      return;
    }
    sequence += 1;
    // The body goes where the template's was, escaped as JSON would (the bench's bodies need none).
    const text = JSON.stringify(String(body)).slice(1, -1);
    const frame = Buffer.from(template.join(text).replace(/^id: [^\n]*/, `id: ${sequence}`));
    for (const stream of streams) stream.write(frame);
    const answer = JSON.stringify({ id: sequence, body });
    response.writeHead(201, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(answer),
    });
    response.end(answer);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(port, "127.0.0.1", () => process.send?.("listening"));
process.on("SIGTERM", () => {
  for (const stream of streams) stream.destroy();
  server.close(() => process.exit(0));
});

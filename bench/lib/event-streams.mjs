// The realtime benches' shared part: the built server on a throwaway PostgreSQL database with the
// development mailbox (sign-ups verify through it) and per-request client addresses, and many event
// streams (/api/events) read over plain node:http sockets.
import http from "node:http";
import { createThrowawayDatabase } from "./database.mjs";
import { startBuiltServer } from "./server.mjs";

/** A person may hold 5 streams (the server's limit): the streams are spread over count / 5 people. */
export const STREAMS_PER_PERSON = 5;

/**
 * The built server on a database of its own, named after `label`; `stop` stops it and drops the
 * database. `nodeArgs` go to the server's node (such as `--cpu-prof`).
 */
export async function startServerOnThrowawayDatabase({ adminUrl, label, port, nodeArgs = [] }) {
  const database = await createThrowawayDatabase(adminUrl, label);
  try {
    const server = await startBuiltServer({
      port,
      env: {
        // The development mailbox answers the sign-ups' verification links.
        NODE_ENV: "development",
        // Each sign-up speaks from its own X-Forwarded-For address (people.mjs clientAddresses).
        TRUST_PROXY: "true",
        SEED_DEMO: "false",
        DATABASE_URL: database.databaseUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      nodeArgs,
    });
    return {
      server,
      databaseUrl: database.databaseUrl,
      async stop() {
        try {
          await server.stop();
        } finally {
          await database.drop();
        }
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * Opens `count` streams of `baseUrl`'s /api/events, 50 at a time, stream `index` as person
 * `cookieFor(floor(index / STREAMS_PER_PERSON))`; resolves once every stream has had its ready event.
 *
 * Plain node:http sockets rather than fetch: a thousand WHATWG streams in this one process would spend
 * the shared cores on the client side and show up as delivery time the server did not cause. For the
 * same reason the frames are not split: `onText(index, text, whole, receivedAt)` gets each arrival as
 * `text` (what the last arrival left of an unfinished frame, then the new chunk), of which the first
 * `whole` characters are whole frames (a frame ends with a blank line, and a chunk may end inside one);
 * the rest comes again at the start of the next arrival's text.
 */
export async function openEventStreams({ baseUrl, count, cookieFor, onText }) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const responses = [];
  function openStream(index) {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${baseUrl}/api/events`,
        {
          agent,
          headers: {
            Cookie: cookieFor(Math.floor(index / STREAMS_PER_PERSON)),
            Accept: "text/event-stream",
          },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new Error(`stream ${index}: ${response.statusCode}`));
            return;
          }
          responses.push(response);
          let ready = false;
          let pending = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            const receivedAt = performance.now();
            const text = pending + chunk;
            const lastEnd = text.lastIndexOf("\n\n");
            const whole = lastEnd === -1 ? 0 : lastEnd + 2;
            if (!ready && text.includes("event: ready")) {
              ready = true;
              resolve();
            }
            onText(index, text, whole, receivedAt);
            pending = text.slice(whole);
          });
          response.on("error", () => {});
        },
      );
      request.on("error", reject);
    });
  }
  const close = () => {
    for (const response of responses) response.destroy();
  };
  try {
    for (let index = 0; index < count; index += 50) {
      const batch = [];
      for (let offset = index; offset < Math.min(index + 50, count); offset += 1)
        batch.push(openStream(offset));
      await Promise.all(batch);
    }
  } catch (error) {
    close();
    throw error;
  }
  return { close };
}

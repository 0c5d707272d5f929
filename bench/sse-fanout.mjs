// Realtime fan-out: 1,000 concurrent SSE clients on one instance, one event delivered to all of them.
// Prints the p50/p99 delivery latency (from the event's commit to its arrival at each client) and the
// server's RSS growth from before the streams opened to after the event was delivered.
// Usage: npm run build && node bench/sse-fanout.mjs [--clients 1000] [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
//
// The server runs on a throwaway PostgreSQL database, which the benchmark also uses to commit the event
// (and its NOTIFY) the way another instance would. A person may hold 5 streams, so the clients are
// spread over clients / 5 people.
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import { createThrowawayDatabase } from "./lib/database.mjs";
import { MB, percentile, rssBytes } from "./lib/measures.mjs";
import { clientAddresses, signedInPeople } from "./lib/people.mjs";
import { startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "1000" },
    port: { type: "string", default: "3272" },
    "admin-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const CLIENTS = Number(values.clients);
const STREAMS_PER_PERSON = 5;

const database = await createThrowawayDatabase(values["admin-url"], "sse");
const { databaseUrl } = database;

const port = Number(values.port);
const server = await startBuiltServer({
  port,
  env: {
    NODE_ENV: "development",
    TRUST_PROXY: "true",
    SEED_DEMO: "false",
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
});
const streams = [];
try {
  const people = Math.ceil(CLIENTS / STREAMS_PER_PERSON);
  console.info(`signing up ${people} people…`);
  const nextAddress = clientAddresses("127.2");
  const cookies = await signedInPeople(server.baseUrl, people, (index) => ({
    email: `fanout-${index}@example.com`,
    name: "Fanout Person",
    nextAddress,
  }));

  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = rssBytes(server.pid);

  console.info(`opening ${CLIENTS} streams…`);
  const arrivals = new Array(CLIENTS).fill(undefined);
  // Plain node:http sockets rather than fetch: a thousand WHATWG streams in this one process would spend
  // the shared two cores on the client side and show up as delivery latency that the server did not cause.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const READY = Buffer.from("event: ready");
  const DELIVERED = Buffer.from("event: membership.changed");
  function openStream(index) {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${server.baseUrl}/api/events`,
        {
          agent,
          headers: { Cookie: cookies[Math.floor(index / STREAMS_PER_PERSON)], Accept: "text/event-stream" },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new Error(`stream ${index}: ${response.statusCode}`));
            return;
          }
          streams.push(response);
          let ready = false;
          response.on("data", (chunk) => {
            if (!ready && chunk.includes(READY)) {
              ready = true;
              resolve();
            }
            if (arrivals[index] === undefined && chunk.includes(DELIVERED))
              arrivals[index] = performance.now();
          });
          response.on("error", () => {});
        },
      );
      request.on("error", reject);
    });
  }
  for (let index = 0; index < CLIENTS; index += 50) {
    const batch = [];
    for (let offset = index; offset < Math.min(index + 50, CLIENTS); offset += 1)
      batch.push(openStream(offset));
    await Promise.all(batch);
  }
  const rssConnected = rssBytes(server.pid);

  console.info("publishing one event to everyone…");
  const publisher = new pg.Client({ connectionString: databaseUrl });
  await publisher.connect();
  await publisher.query("begin");
  const { rows } = await publisher.query(
    `insert into events (type, payload, audience_kind) values ('membership.changed', '{"incubatorId":"bench"}', 'everyone') returning id`,
  );
  await publisher.query("select pg_notify('hatchery_events', $1)", [String(rows[0].id)]);
  const committedAt = performance.now();
  await publisher.query("commit");
  await publisher.end();

  const deadline = performance.now() + 30_000;
  while (arrivals.some((arrival) => arrival === undefined) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const rssAfter = rssBytes(server.pid);
  const latencies = arrivals
    .filter((arrival) => arrival !== undefined)
    .map((arrival) => arrival - committedAt)
    .sort((a, b) => a - b);
  console.table([
    {
      clients: CLIENTS,
      delivered: latencies.length,
      "p50 ms": Math.round(percentile(latencies, 0.5)),
      "p99 ms": Math.round(percentile(latencies, 0.99)),
      "max ms": Math.round(latencies.at(-1)),
      "RSS before MB": (rssBefore / MB).toFixed(1),
      "RSS with streams MB": (rssConnected / MB).toFixed(1),
      "RSS after event MB": (rssAfter / MB).toFixed(1),
      "RSS growth MB": ((rssAfter - rssBefore) / MB).toFixed(1),
    },
  ]);
  console.info("goal: p99 ≤ 200 ms, RSS growth ≤ 50 MB");
} finally {
  for (const response of streams) response.destroy();
  await server.stop();
  await database.drop();
}

// Realtime fan-out: 1,000 concurrent SSE clients on one instance, one event delivered to all of them.
// Prints the p50/p99 delivery latency (from the event's commit to its arrival at each client) and the
// server's RSS growth from before the streams opened to after the event was delivered.
// Usage: npm run build && node bench/sse-fanout.mjs [--clients 1000] [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
//
// The server runs on a throwaway PostgreSQL database, which the benchmark also uses to commit the event
// (and its NOTIFY) the way another instance would. A person may hold 5 streams, so the clients are
// spread over clients / 5 people.
import { parseArgs } from "node:util";
import pg from "pg";
import {
  openEventStreams,
  STREAMS_PER_PERSON,
  startServerOnThrowawayDatabase,
} from "./lib/event-streams.mjs";
import { MB, percentile, rssBytes } from "./lib/measures.mjs";
import { clientAddresses, signedInPeople } from "./lib/people.mjs";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "1000" },
    port: { type: "string", default: "3272" },
    "admin-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const CLIENTS = Number(values.clients);

const { server, databaseUrl, stop } = await startServerOnThrowawayDatabase({
  adminUrl: values["admin-url"],
  label: "sse",
  port: Number(values.port),
});
let streams;
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
  const DELIVERED = "event: membership.changed";
  streams = await openEventStreams({
    baseUrl: server.baseUrl,
    count: CLIENTS,
    cookieFor: (person) => cookies[person],
    onText: (index, text, _whole, receivedAt) => {
      if (arrivals[index] === undefined && text.includes(DELIVERED)) arrivals[index] = receivedAt;
    },
  });
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
  streams?.close();
  await stop();
}

// Measures a bare Hono "hello", /api/health and database-backed reads, by a visitor and signed in, one
// after the other in one run, and prints the ratios: health against hello (goal ≥ 0.25), each read
// against health (≥ 0.5).
// Usage: npm run build && node bench/http.mjs [--duration 10] [--connections 20] [--read /api/incubators]
//        [--signed-in /api/incubators,/api/teams,/api/projects,/api/feed] [--database-url postgres://…]
//        [--port 3200] [--cpu-prof DIR] [--url http://…] [--settle 20] [--accept-encoding "br, gzip"]
//        [--entry apps/server/dist-before/index.js]
//
// The signed-in reads are made with the session cookie of one person who has joined three incubators
// (a subscriber in one) and leads two teams, set up through the API. `--database-url` runs the built
// server on a throwaway database of that PostgreSQL server (dropped afterwards) instead of the embedded
// one; `--url` measures a server already running in development mode (its mailbox verifies the person).
// `--settle` seconds pass after the set-up before the first measure: a first start rolls up the demo's
// 90 days of page views in the background meanwhile, which would weigh on whichever target came first.
// `--accept-encoding` is sent with every request, as a browser does (autocannon sends none, so by default
// nothing is compressed). `--entry` starts another build of the server, such as one copied aside before a
// change, to measure before and after in one sitting.
// Each target also shows the server's CPU time per answer (from /proc, Linux) and each read's ratio to
// health by it: on a machine shared with other work, requests a second move with that work, the CPU an
// answer costs much less. On PostgreSQL it leaves out the database's own processes.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createThrowawayDatabase } from "./lib/database.mjs";
import { clientAddresses, signedInPerson } from "./lib/people.mjs";
import { repoRoot, startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    read: { type: "string", default: "/api/incubators,/api/incubators?search=lab" },
    "signed-in": {
      type: "string",
      default: "/api/account/me,/api/incubators,/api/teams,/api/projects,/api/feed",
    },
    "database-url": { type: "string" },
    port: { type: "string", default: "3200" },
    "cpu-prof": { type: "string" },
    settle: { type: "string", default: "20" },
    url: { type: "string" },
    "accept-encoding": { type: "string" },
    entry: { type: "string" },
  },
});
const paths = (list) => list.split(",").filter((path) => path.length > 0);

/** The bare Hono app, in a process of its own as the server is. */
async function startHello() {
  const child = spawn(process.execPath, [join(repoRoot, "bench/lib/hello-server.mjs")], {
    cwd: join(repoRoot, "apps/server"),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = await once(child.stdout, "data");
  return {
    baseUrl: `http://127.0.0.1:${String(chunk).trim()}`,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

async function startServer() {
  if (values.url) return { baseUrl: values.url, pid: undefined, stop: async () => {} };
  const database = values["database-url"]
    ? await createThrowawayDatabase(values["database-url"], "http")
    : undefined;
  const port = Number(values.port);
  try {
    // Development mode keeps mail in the database (/api/dev/mailbox), which is how the person is verified.
    const server = await startBuiltServer({
      port,
      ...(values.entry ? { entry: resolve(values.entry) } : {}),
      nodeArgs: values["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", values["cpu-prof"]] : [],
      env: {
        NODE_ENV: "development",
        TRUST_PROXY: "true",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...(database ? { DATABASE_URL: database.databaseUrl, DATABASE_POOL_MAX: "10" } : {}),
      },
    });
    return {
      baseUrl: server.baseUrl,
      pid: server.pid,
      async stop() {
        await server.stop();
        await database?.drop();
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

/**
 * A person who belongs somewhere: a guest of two incubators and a subscriber of a third, leading two
 * teams of it, so every per-viewer part of the lists (memberships, members-only teams) has rows to read.
 */
async function personWithMemberships(baseUrl) {
  const nextAddress = clientAddresses("127.4");
  const cookie = await signedInPerson(baseUrl, {
    email: `bench-http-${Date.now()}@example.com`,
    name: "Bench Reader",
    nextAddress,
  });
  const call = async (method, path, body) => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        Cookie: cookie,
        Origin: baseUrl,
        "X-Forwarded-For": nextAddress(),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { items } = await call("GET", "/api/incubators");
  const details = await Promise.all(items.map((item) => call("GET", `/api/incubators/${item.slug}`)));
  const home = details.find((detail) => detail.incubator.accepting && detail.plans.length > 0);
  if (!home) throw new Error("no accepting incubator with a plan: is the demo seed on?");
  const others = details.filter((detail) => detail !== home && detail.incubator.accepting).slice(0, 2);
  for (const detail of [home, ...others]) {
    await call("POST", `/api/incubators/${detail.incubator.slug}/membership`);
  }
  // The built-in test-mode checkout (decision 003): its address ends with the checkout's id.
  const { url } = await call("POST", "/api/subscriptions", { planId: home.plans[0].id });
  await call("POST", `/api/checkout/${url.split("/").pop()}/confirm`);
  for (const name of ["Bench Reader One", "Bench Reader Two"]) {
    await call("POST", "/api/teams", { incubator: home.incubator.slug, name, tagline: "A bench team" });
  }
  return cookie;
}

/**
 * The CPU time a process has used, in milliseconds (Linux's /proc; undefined elsewhere). Per answer it
 * is what a read costs the server whatever else the machine runs: requests a second on a shared machine
 * move with the other work, the CPU time an answer takes much less.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function measure({ url, headers, pid }) {
  const encoding = values["accept-encoding"];
  const options = {
    url,
    headers: encoding ? { ...headers, "Accept-Encoding": encoding } : headers,
    connections: Number(values.connections),
  };
  // A short warm-up so JIT and connection set-up don't count.
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ ...options, duration: Number(values.duration) });
  const cpuAfter = cpuMsOf(pid);
  result.cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

const server = await startServer();
const hello = await startHello();
try {
  const cookie =
    paths(values["signed-in"]).length > 0 ? await personWithMemberships(server.baseUrl) : undefined;
  await new Promise((resolve) => setTimeout(resolve, Number(values.settle) * 1000));
  const targets = [
    { name: "bare Hono hello", base: hello.baseUrl, path: "/" },
    { name: "health", path: "/api/health" },
    ...paths(values.read).map((path) => ({ name: "visitor", path })),
    ...paths(values["signed-in"]).map((path) => ({ name: "signed in", path, headers: { Cookie: cookie } })),
    // Again at the end: the ratios use the mean of both, as the machine's other work moves them.
    { name: "health again", path: "/api/health" },
  ];
  const results = [];
  for (const target of targets) {
    const result = await measure({
      url: (target.base ?? server.baseUrl) + target.path,
      headers: target.headers,
      pid: (target.base ? hello : server).pid,
    });
    results.push({
      target: `${target.name} (${target.path})`,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      // Bytes received per answer, head and body: what each one costs to write.
      "bytes/answer": Math.round(result.throughput.total / Math.max(1, result.requests.total)),
      "server CPU µs/answer":
        result.cpuMs === undefined
          ? ""
          : Math.round((result.cpuMs * 1000) / Math.max(1, result.requests.total)),
    });
  }
  console.info(
    `database: ${values.url ? values.url : values["database-url"] ? "PostgreSQL" : "embedded PGlite"}; ` +
      `server: ${values.entry ?? "apps/server/dist"}; Accept-Encoding: ${values["accept-encoding"] ?? "none"}; ` +
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(", ")}`,
  );
  console.table(results);
  const [bare, firstHealth, ...reads] = results;
  const lastHealth = reads.pop();
  const health = {
    "req/s": (firstHealth["req/s"] + lastHealth["req/s"]) / 2,
    "p99 ms": Math.max(firstHealth["p99 ms"], lastHealth["p99 ms"]),
    "server CPU µs/answer": (firstHealth["server CPU µs/answer"] + lastHealth["server CPU µs/answer"]) / 2,
  };
  console.info(`health / bare hello: ${(health["req/s"] / bare["req/s"]).toFixed(2)} (goal ≥ 0.25)`);
  for (const read of reads) {
    // The same ratio from the server's CPU time per answer: what it would be with the cores to itself.
    const byCpu = read["server CPU µs/answer"]
      ? health["server CPU µs/answer"] / read["server CPU µs/answer"]
      : NaN;
    console.info(
      `${read.target} / health: ${(read["req/s"] / health["req/s"]).toFixed(2)} (goal ≥ 0.5; ` +
        `by CPU time per answer ${byCpu.toFixed(2)}; p99 ${read["p99 ms"]} ms vs ${health["p99 ms"]} ms)`,
    );
  }
} finally {
  await Promise.all([server.stop(), hello.stop()]);
}

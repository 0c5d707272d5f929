// Measures a bare Hono "hello", /api/health and database-backed public reads one after the other, in
// one run, and prints the ratios: health against hello (goal ≥ 0.25), each read against health (≥ 0.5).
// Usage: npm run build && node bench/http.mjs [--duration 10] [--connections 20] [--read /api/incubators]
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { repoRoot, startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    read: { type: "string", default: "/api/incubators,/api/incubators?search=lab" },
    url: { type: "string" },
  },
});

/** The bare Hono app, in a process of its own as the server is. */
async function startHello() {
  const child = spawn(process.execPath, [join(repoRoot, "bench/lib/hello-server.mjs")], {
    cwd: join(repoRoot, "apps/server"),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = await once(child.stdout, "data");
  return {
    baseUrl: `http://127.0.0.1:${String(chunk).trim()}`,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

const server = values.url ? { baseUrl: values.url, stop: async () => {} } : await startBuiltServer();
const hello = await startHello();
try {
  const targets = [
    { name: "bare Hono hello", base: hello.baseUrl, path: "/" },
    { name: "health", path: "/api/health" },
    ...values.read.split(",").map((path) => ({ name: "public read", path })),
  ];
  const results = [];
  for (const target of targets) {
    // A short warm-up so JIT and connection set-up don't count.
    await autocannon({
      url: (target.base ?? server.baseUrl) + target.path,
      duration: 2,
      connections: Number(values.connections),
    });
    const result = await autocannon({
      url: (target.base ?? server.baseUrl) + target.path,
      duration: Number(values.duration),
      connections: Number(values.connections),
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${target.path}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    results.push({
      target: `${target.name} (${target.path})`,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
    });
  }
  console.table(results);
  const [bare, health, ...reads] = results;
  console.info(`health / bare hello: ${(health["req/s"] / bare["req/s"]).toFixed(2)} (goal ≥ 0.25)`);
  for (const read of reads) {
    console.info(
      `${read.target} / health: ${(read["req/s"] / health["req/s"]).toFixed(2)} (goal ≥ 0.5; ` +
        `p99 ${read["p99 ms"]} ms vs ${health["p99 ms"]} ms)`,
    );
  }
} finally {
  await Promise.all([server.stop(), hello.stop()]);
}

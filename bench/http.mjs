// Measures /api/health and a database-backed public read side by side, in one run, and prints the ratio.
// Usage: npm run build && node bench/http.mjs [--duration 10] [--connections 20] [--read /api/incubators]
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    read: { type: "string", default: "/api/incubators" },
    url: { type: "string" },
  },
});

const server = values.url ? { baseUrl: values.url, stop: async () => {} } : await startBuiltServer();
try {
  const targets = [
    { name: "health", path: "/api/health" },
    { name: "public read", path: values.read },
  ];
  const results = [];
  for (const target of targets) {
    // A short warm-up so JIT and connection set-up don't count.
    await autocannon({
      url: server.baseUrl + target.path,
      duration: 2,
      connections: Number(values.connections),
    });
    const result = await autocannon({
      url: server.baseUrl + target.path,
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
  const [health, read] = results;
  console.info(
    `public read / health throughput ratio: ${(read["req/s"] / health["req/s"]).toFixed(2)} ` +
      `(p99 ${read["p99 ms"]} ms vs ${health["p99 ms"]} ms)`,
  );
} finally {
  await server.stop();
}

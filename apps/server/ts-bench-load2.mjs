import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const bytes = await readFile("/tmp/ts-bench/template.tar");
class BytesBlob extends Blob { constructor(b){ super([]); this.b=b; } get size(){return this.b.byteLength} arrayBuffer(){ return Promise.resolve(this.b.slice().buffer); } }
const mode = process.argv[2];
const blob = mode === "fast" ? new BytesBlob(bytes) : new Blob([bytes]);
let tot = 0;
for (let i = 0; i < 5; i++) {
  const c0 = process.cpuUsage(); const t0 = performance.now();
  const db = await PGlite.create(undefined, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"], loadDataDir: blob });
  await db.query("select count(*) from users");
  const c1 = process.cpuUsage(c0); const t1 = performance.now();
  await db.close();
  if (i) tot += (c1.user+c1.system)/1000;
  console.log(`${mode} load ${i}: wall ${(t1-t0).toFixed(0)} ms, cpu ${((c1.user+c1.system)/1000).toFixed(0)} ms`);
}
console.log(mode, "mean cpu after first", (tot/4).toFixed(0));

// `npm run bench`: the bundle report, then the HTTP side-by-side run, on a fresh build.
import { execFileSync } from "node:child_process";
import { repoRoot } from "./lib/server.mjs";

const run = (args) => execFileSync(process.execPath, args, { cwd: repoRoot, stdio: "inherit" });
execFileSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
run(["bench/bundle.mjs"]);
run(["bench/http.mjs", ...process.argv.slice(2)]);

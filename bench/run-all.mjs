// `npm run bench`: the bundle report, the first start, the HTTP side-by-side run and the sign-in run, on a fresh build.
import { execFileSync } from "node:child_process";
import { repoRoot } from "./lib/server.mjs";

const run = (args) => execFileSync(process.execPath, args, { cwd: repoRoot, stdio: "inherit" });
execFileSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
run(["bench/bundle.mjs"]);
run(["bench/first-start.mjs"]);
run(["bench/http.mjs", ...process.argv.slice(2)]);
run(["bench/sign-in.mjs"]);

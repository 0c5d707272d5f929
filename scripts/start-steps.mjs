// The steps `npm start` takes before the server runs, each shown as one short line: the build tools'
// own output (about a hundred lines on a first start) is kept back and shown only if a step fails.
import { spawn } from "node:child_process";

/**
 * @typedef {object} StartStep
 * @property {string} line What the person reads while the step runs, such as "Building the web app…".
 * @property {() => boolean} isDone Whether an earlier start already did it.
 * @property {string} command
 * @property {string[]} args
 */

/**
 * Runs a command with its output collected rather than printed.
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runQuietly(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString("utf8") }));
  });
}

/**
 * Runs the steps not done yet, in order. A failed step prints what its command printed and stops the
 * start with its exit code.
 * @param {StartStep[]} steps
 * @param {{ cwd?: string, run?: typeof runQuietly, write?: (line: string) => void }} [options]
 * @returns {Promise<{ ok: true } | { ok: false, code: number }>}
 */
export async function runStartSteps(steps, options = {}) {
  const {
    cwd = process.cwd(),
    run = runQuietly,
    write = (line) => process.stdout.write(`${line}\n`),
  } = options;
  for (const step of steps) {
    if (step.isDone()) continue;
    write(step.line);
    const { code, output } = await run(step.command, step.args, cwd);
    if (code !== 0) {
      write(output.trimEnd());
      write(`That step failed (exit code ${code}); the lines above say why.`);
      return { ok: false, code };
    }
  }
  return { ok: true };
}

import { describe, expect, it } from "vitest";
import { runStartSteps } from "./start-steps.mjs";

const BUILD_OUTPUT = Array.from({ length: 100 }, (_, index) => `dist/assets/chunk-${index}.js  1.2 kB`).join(
  "\n",
);

function recorder(results) {
  const lines = [];
  const commands = [];
  return {
    lines,
    commands,
    write: (line) => lines.push(line),
    run: async (command, args) => {
      commands.push([command, ...args].join(" "));
      return results.shift() ?? { code: 0, output: BUILD_OUTPUT };
    },
  };
}

const step = (line, done = false) => ({ line, isDone: () => done, command: "npm", args: ["run", line] });

describe("npm start's steps", () => {
  it("show one short line per step due, and none of the build tools' output", async () => {
    const io = recorder([]);
    const result = await runStartSteps([step("Building the web app…"), step("Building the server…")], io);
    expect(result).toEqual({ ok: true });
    expect(io.lines).toEqual(["Building the web app…", "Building the server…"]);
    expect(io.commands).toEqual(["npm run Building the web app…", "npm run Building the server…"]);
  });

  it("skip what an earlier start built", async () => {
    const io = recorder([]);
    await runStartSteps([step("Building the web app…", true), step("Building the server…")], io);
    expect(io.lines).toEqual(["Building the server…"]);
    expect(io.commands).toHaveLength(1);
  });

  it("show a failed step's output and stop with its exit code", async () => {
    const io = recorder([{ code: 2, output: "error TS2304: Cannot find name 'x'.\n" }]);
    const result = await runStartSteps([step("Building the web app…"), step("Building the server…")], io);
    expect(result).toEqual({ ok: false, code: 2 });
    expect(io.lines).toEqual([
      "Building the web app…",
      "error TS2304: Cannot find name 'x'.",
      "That step failed (exit code 2); the lines above say why.",
    ]);
    expect(io.commands).toHaveLength(1);
  });
});

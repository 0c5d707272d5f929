import { createRequire } from "node:module";
import { type Logger, pino } from "pino";
import type { Env } from "../env";

function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON lines for machines; readable lines when a developer watches a terminal
 * (pino-pretty is a development dependency, absent from production installs).
 */
export function createLogger(env: Env): Logger {
  const pretty = env.NODE_ENV === "development" && process.stdout.isTTY && prettyPrinterInstalled();
  return pino({
    level: env.LOG_LEVEL,
    ...(pretty ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } } : {}),
  });
}

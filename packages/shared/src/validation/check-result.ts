/** The answer of every plain (non-zod) check: the browser and the server show `message` as it is. */
export type CheckResult = { ok: true } | { ok: false; message: string };

export function failure(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

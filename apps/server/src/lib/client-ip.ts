import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context";

/**
 * The address rate limits are keyed on. Behind a trusted proxy the last
 * X-Forwarded-For entry is the one that proxy appended, so a client cannot
 * choose its own key by sending the header itself.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  // Requests that did not come through a socket (in-process calls) have no bindings.
  if (!c.env?.incoming?.socket) return "unknown";
  return getConnInfo(c).remote.address ?? "unknown";
}

/** Whether the client reached us over HTTPS, directly or through a trusted proxy. */
export function isHttps(c: Context<AppEnv>, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** Whether an address belongs to this machine (IPv4 127.0.0.0/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return ipv4.startsWith("127.") || address === "::1";
}

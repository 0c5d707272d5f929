import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the few Stripe API endpoints Hatchery calls, for tests without network:
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire,
 * GET, POST (update: cancel_at_period_end, the first item's price) and DELETE /v1/subscriptions/:id,
 * and POST /v1/prices. It answers with objects in Stripe's shape and records every
 * request, on 127.0.0.1 and a random port.
 */

export interface StandInRequest {
  method: string;
  path: string;
  /** The form-encoded body as Stripe's client sends it (`line_items[0][quantity]` → "1"). */
  form: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export type StandInSubscription = Record<string, unknown> & { id: string; status: string };
/** A Checkout Session: `open` until it is expired (or a test marks it `complete`). */
export type StandInSession = Record<string, unknown> & { id: string; status: string };

export interface StripeStandIn {
  /** Origin to give the Stripe client (STRIPE_API_URL). */
  url: string;
  secretKey: string;
  requests: StandInRequest[];
  /** Subscriptions the stand-in knows, by id; tests put the ones their events refer to here. */
  subscriptions: Map<string, StandInSubscription>;
  /** Checkout Sessions the stand-in opened, by id; tests may add or change them. */
  sessions: Map<string, StandInSession>;
  /** Answer every request with this status and a Stripe API error, until set back to null. */
  failWith: number | null;
  /** The checkout page address the stand-in gives a session. */
  checkoutUrl(sessionId: string): string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  // Stripe's client would retry a 5xx after a back-off; a stand-in's failure is meant to be final.
  response.writeHead(status, { "Content-Type": "application/json", "Stripe-Should-Retry": "false" });
  response.end(JSON.stringify(body));
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

/** The parts of Stripe's subscription update Hatchery sends: cancel_at_period_end and an item's price. */
function updateSubscription(subscription: StandInSubscription, form: Record<string, string>): void {
  if (form.cancel_at_period_end !== undefined) {
    subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
  }
  const itemId = form["items[0][id]"];
  const priceId = form["items[0][price]"];
  const items = (subscription.items as { data?: Record<string, unknown>[] } | undefined)?.data ?? [];
  const item = items.find((candidate) => candidate.id === itemId);
  if (item && priceId) item.price = { id: priceId, object: "price" };
}

export async function startStripeStandIn(secretKey = "sk_test_stand_in"): Promise<StripeStandIn> {
  let sessionCount = 0;
  let priceCount = 0;
  const standIn: StripeStandIn = {
    url: "",
    secretKey,
    requests: [],
    subscriptions: new Map(),
    sessions: new Map(),
    failWith: null,
    checkoutUrl: (sessionId) => `https://checkout.stripe.test/c/pay/${sessionId}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? "/", "http://stand-in");
    const form = Object.fromEntries(new URLSearchParams(body));
    standIn.requests.push({
      method: request.method ?? "",
      path: url.pathname,
      form,
      headers: request.headers,
    });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, stripeError("invalid_request_error", "Invalid API Key provided."));
    }
    if (standIn.failWith !== null) {
      return send(response, standIn.failWith, stripeError("api_error", "The stand-in was told to fail."));
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      sessionCount += 1;
      const id = `cs_test_${sessionCount}`;
      const session: StandInSession = {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        url: standIn.checkoutUrl(id),
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata: { subscriptionId: form["metadata[subscriptionId]"] },
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        subscription: null,
      };
      standIn.sessions.set(id, session);
      return send(response, 200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const expire = sessionMatch?.[2] !== undefined;
    if (sessionMatch?.[1] && request.method === (expire ? "POST" : "GET")) {
      const session = standIn.sessions.get(decodeURIComponent(sessionMatch[1]));
      if (!session) {
        return send(
          response,
          404,
          stripeError(
            "invalid_request_error",
            `No such checkout.session: '${sessionMatch[1]}'`,
            "resource_missing",
          ),
        );
      }
      if (expire) {
        // Stripe's own refusal, with no error code: only an open session can be expired.
        if (session.status !== "open") {
          return send(
            response,
            400,
            stripeError(
              "invalid_request_error",
              `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
            ),
          );
        }
        Object.assign(session, { status: "expired", url: null });
      }
      return send(response, 200, session);
    }
    if (request.method === "POST" && url.pathname === "/v1/prices") {
      priceCount += 1;
      return send(response, 200, {
        id: `price_test_${priceCount}`,
        object: "price",
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        recurring: { interval: form["recurring[interval]"] },
        product: `prod_test_${priceCount}`,
      });
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (match?.[1] && ["GET", "POST", "DELETE"].includes(request.method ?? "")) {
      const subscription = standIn.subscriptions.get(decodeURIComponent(match[1]));
      if (!subscription) {
        return send(
          response,
          404,
          stripeError("invalid_request_error", `No such subscription: '${match[1]}'`, "resource_missing"),
        );
      }
      if (request.method === "DELETE") {
        const now = Math.floor(Date.now() / 1000);
        Object.assign(subscription, { status: "canceled", canceled_at: now, ended_at: now });
      }
      if (request.method === "POST") updateSubscription(subscription, form);
      return send(response, 200, subscription);
    }
    send(
      response,
      404,
      stripeError("invalid_request_error", `Unrecognized request URL (${request.method}: ${url.pathname})`),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}`;
  return standIn;
}

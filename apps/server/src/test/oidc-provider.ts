import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createLocalJWKSet, jwtVerify } from "jose";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";
import { PNG_1PX } from "./images";

/**
 * A local OpenID Connect provider standing in for LinkedIn in tests: the API tests start it in-process
 * and the end-to-end suite runs it as `node apps/server/scripts/mock-oidc.mjs --port 3901`.
 *
 * It is oauth2-mock-server (discovery, an authorize endpoint that redirects straight back with a code,
 * a token endpoint issuing RS256 id_tokens, userinfo, JWKS) with the claims of a chosen person, plus:
 * `GET /health`, pictures under `/pictures/<name>`, and `PUT /_mock/identity` (JSON claims) to choose
 * who the next sign-in is.
 */

/** The claims LinkedIn's OpenID Connect userinfo gives, plus `headline` when the provider has one. */
export interface OidcIdentity {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
  headline?: string;
}

export interface MockOidcProvider {
  /** `http://host:port`, the issuer of every token. */
  issuer: string;
  /** What LINKEDIN_DISCOVERY_URL points at. */
  discoveryUrl: string;
  /** Who the next authorization signs in as; also updates that person's claims for userinfo. */
  signInAs(identity: OidcIdentity): void;
  /** Changes a known person's claims, as a profile edit at the provider would. */
  updateIdentity(sub: string, changes: Partial<Omit<OidcIdentity, "sub">>): void;
  /** The next userinfo call answers `status` with an OAuth error body. */
  failNextUserinfo(status: number): void;
  /** Serves `body` at `${issuer}/pictures/${name}` and returns that URL. */
  addPicture(name: string, body: Uint8Array, contentType?: string): string;
  close(): Promise<void>;
}

export interface MockOidcProviderOptions {
  port?: number;
  host?: string;
}

export const DEFAULT_PICTURE_NAME = "avatar.png";

/** The person signed in when nobody else was chosen: a LinkedIn member with every claim filled in. */
export function defaultIdentity(issuer: string): OidcIdentity {
  return {
    sub: "linkedin-member-1",
    email: "linkedin.member@hatchery.test",
    email_verified: true,
    given_name: "Lina",
    family_name: "Kedin",
    name: "Lina Kedin",
    picture: `${issuer}/pictures/${DEFAULT_PICTURE_NAME}`,
    headline: "Product manager learning to build teams",
  };
}

function isIdentity(value: unknown): value is OidcIdentity {
  const candidate = value as Partial<OidcIdentity> | null;
  return typeof candidate?.sub === "string" && candidate.sub !== "" && typeof candidate.email === "string";
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

export async function startMockOidcProvider(
  options: MockOidcProviderOptions = {},
): Promise<MockOidcProvider> {
  const host = options.host ?? "127.0.0.1";
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);

  const people = new Map<string, OidcIdentity>();
  const pictures = new Map<string, { body: Uint8Array; contentType: string }>();
  pictures.set(DEFAULT_PICTURE_NAME, { body: PNG_1PX, contentType: "image/png" });
  // Who each authorization code and refresh token belongs to.
  const subjectOfCode = new Map<string, string>();
  const subjectOfRefreshToken = new Map<string, string>();
  let current: OidcIdentity | undefined;

  service.on("beforeAuthorizeRedirect", (redirect: { url: URL }) => {
    const code = redirect.url.searchParams.get("code");
    if (code && current) subjectOfCode.set(code, current.sub);
  });

  const subjectOfTokenRequest = (body: Record<string, unknown>): string | undefined => {
    if (typeof body.code === "string") return subjectOfCode.get(body.code);
    if (typeof body.refresh_token === "string") return subjectOfRefreshToken.get(body.refresh_token);
    return undefined;
  };

  // Both the access token and the id_token carry the person's claims: Better Auth reads the id_token.
  service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, request: { body: Record<string, unknown> }) => {
      const sub = subjectOfTokenRequest(request.body);
      const person = sub === undefined ? undefined : people.get(sub);
      if (person) Object.assign(token.payload, person);
    },
  );
  service.on(
    "beforeResponse",
    (
      response: { body: Record<string, unknown>; statusCode: number },
      request: { body: Record<string, unknown> },
    ) => {
      const sub = subjectOfTokenRequest(request.body);
      if (typeof request.body.code === "string") subjectOfCode.delete(request.body.code);
      if (sub !== undefined && typeof response.body.refresh_token === "string") {
        subjectOfRefreshToken.set(response.body.refresh_token, sub);
      }
    },
  );

  let userinfoFailure: number | undefined;
  const userinfo = async (request: IncomingMessage, response: ServerResponse) => {
    if (userinfoFailure !== undefined) {
      const status = userinfoFailure;
      userinfoFailure = undefined;
      sendJson(response, status, { error: "server_error", error_description: "userinfo failed" });
      return;
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    try {
      if (!token) throw new Error("no token");
      const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: issuer.keys.toJSON() }), {
        issuer: issuer.url ?? "",
      });
      const person = typeof payload.sub === "string" ? people.get(payload.sub) : undefined;
      if (!person) throw new Error("unknown subject");
      sendJson(response, 200, person);
    } catch {
      response.setHeader("WWW-Authenticate", 'Bearer error="invalid_token"');
      sendJson(response, 401, { error: "invalid_token" });
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? "/", "http://provider.invalid");
    if (request.method === "GET" && pathname === "/health") {
      sendJson(response, 200, { status: "ok" });
      return;
    }
    if (request.method === "GET" && pathname === "/userinfo") {
      await userinfo(request, response);
      return;
    }
    if (request.method === "GET" && pathname.startsWith("/pictures/")) {
      const picture = pictures.get(decodeURIComponent(pathname.slice("/pictures/".length)));
      if (!picture) {
        sendJson(response, 404, { error: "not_found" });
        return;
      }
      response
        .writeHead(200, { "Content-Type": picture.contentType, "Content-Length": picture.body.length })
        .end(picture.body);
      return;
    }
    if (request.method === "PUT" && pathname === "/_mock/identity") {
      const body = await readJson(request).catch(() => undefined);
      if (!isIdentity(body)) {
        sendJson(response, 400, { error: "send JSON claims with at least sub and email" });
        return;
      }
      provider.signInAs(body);
      sendJson(response, 200, body);
      return;
    }
    service.requestHandler(request, response);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 500, { error: "server_error" });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  issuer.url = url;

  const provider: MockOidcProvider = {
    issuer: url,
    discoveryUrl: `${url}/.well-known/openid-configuration`,
    signInAs(identity) {
      people.set(identity.sub, { ...identity });
      current = identity;
    },
    updateIdentity(sub, changes) {
      const person = people.get(sub);
      if (!person) throw new Error(`Unknown subject ${sub}`);
      people.set(sub, { ...person, ...changes });
    },
    failNextUserinfo(status) {
      userinfoFailure = status;
    },
    addPicture(name, body, contentType = "application/octet-stream") {
      pictures.set(name, { body, contentType });
      return `${url}/pictures/${encodeURIComponent(name)}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  provider.signInAs(defaultIdentity(url));
  return provider;
}

import { apiErrorBodySchema, defineEndpoint } from "@hatchery/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { embedAnswer as embed } from "@/test/embed-answer";
import { ApiError, apiRequest, callApi, dropEmbeddedAnswers } from "./api-client";

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status })),
  );
}

async function failure(status: number, body: unknown): Promise<ApiError> {
  answer(status, body);
  const error = await apiRequest("/api/example").catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("returns the parsed body, checked against a schema when one is given", async () => {
    answer(200, { id: 7 });
    await expect(apiRequest("/api/example", { schema: z.object({ id: z.number() }) })).resolves.toEqual({
      id: 7,
    });
  });

  it("reports a body that does not match the schema as unexpected", async () => {
    answer(200, { id: "seven" });
    await expect(apiRequest("/api/example", { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
      code: "unexpected_response",
    });
  });

  it("reports a network failure with status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiRequest("/api/example")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  describe("error bodies", () => {
    const valid = [
      { error: { code: "not_found", message: "Incubator not found" } },
      {
        error: {
          code: "validation_failed",
          message: "Invalid input detected",
          issues: [{ path: ["email"], message: "Invalid email format" }],
        },
      },
      {
        error: {
          code: "validation_failed",
          message: "Check the list",
          issues: [{ path: ["items", 0], message: "Required" }],
        },
      },
    ];
    const invalid = [
      "Internal Server Error",
      { message: "no envelope" },
      { error: { code: 404, message: "not a string code" } },
      { error: { code: "bad_request" } },
      { error: { code: "bad_request", message: "bad issues", issues: [{ path: "email", message: "x" }] } },
    ];

    it("accepts exactly the envelopes the shared schema accepts", () => {
      for (const body of valid) expect(apiErrorBodySchema.safeParse(body).success).toBe(true);
      for (const body of invalid) expect(apiErrorBodySchema.safeParse(body).success).toBe(false);
    });

    it.each(valid)("carries the server's code, message and issues (%#)", async (body) => {
      const error = await failure(422, body);
      expect(error).toMatchObject({
        status: 422,
        code: body.error.code,
        message: body.error.message,
        issues: body.error.issues ?? [],
      });
    });

    it.each(invalid)("falls back to a generic message for a malformed body (%#)", async (body) => {
      const error = await failure(500, body);
      expect(error).toMatchObject({
        status: 500,
        code: "unexpected_response",
        message: "An unexpected error occurred. Please try again.",
      });
    });
  });
});

describe("callApi", () => {
  const renameTeam = defineEndpoint({
    method: "PATCH",
    path: "/api/teams/:slug",
    query: z.object({ notify: z.enum(["yes", "no"]).optional() }),
    body: z.object({ name: z.string() }),
    status: 200,
    response: z.object({ slug: z.string(), name: z.string() }),
  });

  it("calls the endpoint's address and method with the JSON body, and checks the answer", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ slug: "a/b", name: "Rockets" })));
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      callApi(renameTeam, { params: { slug: "a/b" }, query: { notify: "no" }, body: { name: "Rockets" } }),
    ).resolves.toEqual({ slug: "a/b", name: "Rockets" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/teams/a%2Fb?notify=no",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ name: "Rockets" }) }),
    );
  });

  it("reports an answer outside the endpoint's response schema as unexpected", async () => {
    answer(200, { slug: "rockets" });
    await expect(
      callApi(renameTeam, { params: { slug: "rockets" }, body: { name: "Rockets" } }),
    ).rejects.toMatchObject({ code: "unexpected_response" });
  });
});

describe("answers embedded in the page", () => {
  afterEach(() => dropEmbeddedAnswers());

  it("answers the first read of its address, once, then the server answers", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ name: "From the server" })));
    vi.stubGlobal("fetch", fetchMock);
    embed("/api/incubators/north", '{"name":"From the HTML \\u003c/script>"}');

    expect(await apiRequest("/api/incubators/other")).toEqual({ name: "From the server" });
    expect(await apiRequest("/api/incubators/north")).toEqual({ name: "From the HTML </script>" });
    expect(document.querySelector("script[data-embedded-answer]")).toBeNull();
    expect(await apiRequest("/api/incubators/north")).toEqual({ name: "From the server" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("takes each of several by its exact address, in whatever order the page asks", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify("from the server")));
    vi.stubGlobal("fetch", fetchMock);
    embed("/api/account/me", "null");
    embed("/api/feed?mode=latest", '{"items":["latest"]}');
    embed("/api/chat/channels/c2/messages", '{"items":["hello"]}');

    // Another query of the same path is another read.
    expect(await apiRequest("/api/feed?mode=top")).toBe("from the server");
    expect(await apiRequest("/api/chat/channels/c2/messages")).toEqual({ items: ["hello"] });
    expect(await apiRequest("/api/account/me")).toBeNull();
    expect(await apiRequest("/api/feed?mode=latest")).toEqual({ items: ["latest"] });
    // Only GET reads take them.
    embed("/api/chat/channels/c2/messages", '{"items":["hello"]}');
    expect(await apiRequest("/api/chat/channels/c2/messages", { method: "POST", body: {} })).toBe(
      "from the server",
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("are the first view's: once the app has moved to another address, every read asks the server", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify("from the server")));
    vi.stubGlobal("fetch", fetchMock);
    const first = `${window.location.pathname}${window.location.search}`;
    embed("/api/dashboard/teams", '{"teams":[]}');
    window.history.pushState(null, "", "/feed");
    try {
      expect(await apiRequest("/api/dashboard/teams")).toBe("from the server");
      expect(document.querySelector("script[data-embedded-answer]")).toBeNull();
    } finally {
      window.history.pushState(null, "", first);
    }
  });

  it("are forgotten once dropped: a later read asks the server", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify("from the server")));
    vi.stubGlobal("fetch", fetchMock);
    embed("/api/dashboard/checklist", '{"steps":[]}');
    dropEmbeddedAnswers();
    expect(await apiRequest("/api/dashboard/checklist")).toBe("from the server");
  });
});

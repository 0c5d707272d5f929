import { meResponseSchema, REFRESH_RETRY_BASE_DELAY_MS } from "@hatchery/shared";
import { QueryClient, QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "@/lib/api-client";
import { apiError, networkError, reply, stubApi } from "@/test/api-stub";
import { embedAnswer as embed } from "@/test/embed-answer";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import {
  broadcastSessionChange,
  clearSession,
  expectSession,
  getSession,
  hasSessionHint,
  isRoleLookupFailure,
  SESSION_EXPECTED_FOR_MS,
  SESSION_QUERY_KEY,
  sessionQueryOptions,
  useSession,
} from "./session";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A query client and a router at `path` (a public page unless told otherwise). */
function providers(queryClient: QueryClient, path = "/teams") {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function renderSession({ queryClient = createTestQueryClient(), hint = true } = {}) {
  if (hint) expectSession();
  return { queryClient, ...renderHook(() => useSession(), { wrapper: providers(queryClient) }) };
}

/** Another tab's broadcast (lib/auth/session.ts), as its own document sends it. */
function fromAnotherTab(event: "signed-in" | "signed-out" | "changed") {
  const channel = new BroadcastChannel("hatchery-session");
  channel.postMessage({ event, from: "another-tab" });
  channel.close();
}

describe("getSession", () => {
  it("answers the session", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    expect(await getSession()).toEqual(sessionFixture());
  });

  it("answers null when signed out (401)", async () => {
    stubApi({ "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue") });
    expect(await getSession()).toBeNull();
  });

  it("starts from the session the server put into the page, then asks the server", async () => {
    const api = stubApi({ "GET /api/account/me": reply(200, null) });
    embed("/api/account/me", JSON.stringify(sessionFixture()));
    expect(await getSession()).toEqual(sessionFixture());
    expect(await getSession()).toBeNull();
    expect(api.requests).toHaveLength(1);
  });

  it("answers null for a visitor, whom the server answers 200 with no session", async () => {
    stubApi({ "GET /api/account/me": reply(200, null) });
    expect(await getSession()).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });

  it("reports a failed role lookup (403) as an error", async () => {
    stubApi({ "GET /api/account/me": apiError(403, "forbidden", "Access denied") });
    const error = await getSession().catch((caught: unknown) => caught);
    expect(isRoleLookupFailure(error)).toBe(true);
  });

  it("refuses an answer that is not a session", async () => {
    stubApi({ "GET /api/account/me": reply(200, { user: { id: 1 } }) });
    await expect(getSession()).rejects.toMatchObject({ code: "unexpected_response" });
  });

  it("accepts exactly what the shared schema accepts, for the fields it reads", () => {
    const valid = sessionFixture({ roles: ["admin", "coach"] });
    expect(meResponseSchema.safeParse(valid).success).toBe(true);
    const invalid = [
      { ...valid, roles: "admin" },
      { ...valid, user: { ...valid.user, emailVerified: "yes" } },
      { ...valid, profile: null },
    ];
    for (const body of invalid) expect(meResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe("sessionQueryOptions", () => {
  it("renews on focus and every few minutes, but not while the tab is hidden", () => {
    const options = sessionQueryOptions();
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.refetchInterval).toBe(5 * 60_000);
    expect(options.refetchIntervalInBackground).toBe(false);
  });
});

describe("session check retries", () => {
  it("wait 200 ms, doubled on every further attempt (SPEC §9)", async () => {
    vi.useFakeTimers();
    try {
      const api = stubApi({ "GET /api/account/me": apiError(503, "unavailable", "Try again") });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
      const check = queryClient.fetchQuery(sessionQueryOptions()).catch((error: unknown) => error);
      const calls = () => api.calls("GET /api/account/me").length;
      await vi.advanceTimersByTimeAsync(0);
      expect(calls()).toBe(1);
      for (const [delay, expected] of [
        [REFRESH_RETRY_BASE_DELAY_MS, 2],
        [REFRESH_RETRY_BASE_DELAY_MS * 2, 3],
        [REFRESH_RETRY_BASE_DELAY_MS * 4, 4],
      ] as const) {
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(calls()).toBe(expected - 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(calls()).toBe(expected);
      }
      expect(await check).toMatchObject({ status: 503 });
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Resolves after the tasks already queued, such as the session hint's storing. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the session hint", () => {
  it("remembers whether the last lookup found a session", async () => {
    const api = stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    await getSession();
    expect(hasSessionHint()).toBe(true);
    api.on("GET /api/account/me", apiError(401, "unauthenticated", "Sign in"));
    await getSession();
    expect(hasSessionHint()).toBe(false);
  });

  it("is stored a task after the lookup, and read from the page until then", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    await getSession();
    expect(localStorage.getItem("hatchery.session")).toBeNull();
    expect(hasSessionHint()).toBe(true);
    await nextTask();
    expect(localStorage.getItem("hatchery.session")).toBe("1");
  });

  it("is stored when the page is left before its task comes", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    await getSession();
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem("hatchery.session")).toBe("1");
  });

  it("counts a failed role lookup (403) as a session", async () => {
    stubApi({ "GET /api/account/me": apiError(403, "forbidden", "Access denied") });
    await getSession().catch(() => undefined);
    expect(hasSessionHint()).toBe(true);
  });

  it("keeps expecting the session a verification link brings while lookups find none, until the link expires", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z"), toFake: ["Date"] });
    try {
      stubApi({ "GET /api/account/me": apiError(401, "unauthenticated", "Sign in") });
      expectSession();
      await getSession();
      expect(hasSessionHint()).toBe(true);
      vi.setSystemTime(Date.now() + SESSION_EXPECTED_FOR_MS + 1);
      expect(hasSessionHint()).toBe(false);
      await getSession();
      await nextTask();
      expect(localStorage.length).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is forgotten with the session", () => {
    expectSession();
    clearSession(createTestQueryClient());
    expect(hasSessionHint()).toBe(false);
  });

  it("is forgotten with the answers the page was sent with, which were read as the person", async () => {
    const api = stubApi({ "GET /api/feed": reply(200, { items: [] }) });
    embed("/api/feed?mode=latest", JSON.stringify({ items: ["the person's post"] }));
    clearSession(createTestQueryClient());
    expect(await apiRequest("/api/feed?mode=latest")).toEqual({ items: [] });
    expect(api.requests).toHaveLength(1);
  });

  it("lets a browser that never had a session skip the lookup: signed out at once", () => {
    const api = stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    const { result } = renderSession({ hint: false });
    expect(result.current.data).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it("asks anyway on a route that needs a session", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    const wrapper = providers(createTestQueryClient(), "/teams/rocket/edit");
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(sessionFixture()));
  });
});

describe("useSession", () => {
  it("keeps the last known session through a network failure", async () => {
    const api = stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    const { result, queryClient } = renderSession();
    // Reading isError here subscribes the hook to it (TanStack Query tracks the properties read).
    await waitFor(() => expect(result.current).toMatchObject({ data: sessionFixture(), isError: false }));

    api.on("GET /api/account/me", networkError());
    await act(() => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toEqual(sessionFixture());
  });

  it("forgets the session and the person's data when another tab signs out", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    const { result, queryClient } = renderSession();
    queryClient.setQueryData(["profile", "sessions"], ["private"]);
    await waitFor(() => expect(result.current.data).toEqual(sessionFixture()));

    fromAnotherTab("signed-out");
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(queryClient.getQueryData(["profile", "sessions"])).toBeUndefined();
  });

  it("reads the session when another tab signs in, even in a tab that had no sign of one", async () => {
    const api = stubApi({ "GET /api/account/me": apiError(401, "unauthenticated", "Sign in") });
    const { result } = renderSession({ hint: false });
    expect(result.current.data).toBeNull();

    api.on("GET /api/account/me", reply(200, sessionFixture()));
    fromAnotherTab("signed-in");
    await waitFor(() => expect(result.current.data).toEqual(sessionFixture()));
  });

  it("does not read the session again for a change this tab broadcast itself", async () => {
    const api = stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.data).toEqual(sessionFixture()));
    broadcastSessionChange("changed");
    // Messages arrive in order: once another tab's later sign-out is heard, this tab's own was too.
    fromAnotherTab("signed-out");
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(api.calls("GET /api/account/me")).toHaveLength(1);
  });

  it("checks the session again when any other call answers 401", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/teams": apiError(401, "unauthenticated", "Sign in"),
      "POST /api/teams": apiError(401, "unauthenticated", "Sign in"),
    });
    const queryClient = createTestQueryClient();
    function Page() {
      const session = useSession();
      useQuery({ queryKey: ["teams"], queryFn: () => apiRequest("/api/teams") });
      return <p>{session.data === null ? "signed out" : session.data ? "signed in" : "checking"}</p>;
    }
    const Providers = providers(queryClient);
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    expect(await screen.findByText("signed in")).toBeInTheDocument();
    api.on("GET /api/account/me", apiError(401, "unauthenticated", "Sign in"));
    await act(() => queryClient.refetchQueries({ queryKey: ["teams"] }));
    expect(await screen.findByText("signed out")).toBeInTheDocument();
    expect(api.calls("GET /api/account/me").length).toBeGreaterThanOrEqual(2);
  });

  it("leaves the session alone when a sign-in attempt answers 401", async () => {
    const api = stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "Sign in"),
      "POST /api/auth/sign-in/email": apiError(401, "unauthenticated", "Invalid email or password."),
    });
    const queryClient = createTestQueryClient();
    const wrapper = providers(queryClient);
    expectSession();
    const { result } = renderHook(
      () => ({
        session: useSession(),
        signIn: useMutation({
          mutationKey: ["auth", "sign-in"],
          mutationFn: () => apiRequest("/api/auth/sign-in/email", { method: "POST", body: {} }),
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.session.data).toBeNull());
    await act(() => result.current.signIn.mutateAsync().catch(() => undefined));
    expect(api.calls("GET /api/account/me")).toHaveLength(1);
  });
});

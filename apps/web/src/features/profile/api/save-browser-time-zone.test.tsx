import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import { browserTimeZone } from "@/lib/dates";
import { setReaderTimeZone } from "@/lib/reader-time-zone";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { useSaveBrowserTimeZone } from "./save-browser-time-zone";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setReaderTimeZone(null);
});

/** The zone the browser names (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
function browserZoneIs(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
    ...new Intl.DateTimeFormat("en", { timeZone: "UTC" }).resolvedOptions(),
    timeZone,
  });
}

function renderSaver(session: ReturnType<typeof sessionFixture>) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(({ current }) => useSaveBrowserTimeZone(current), {
    wrapper,
    initialProps: { current: session },
  });
  return { queryClient, ...view };
}

describe("useSaveBrowserTimeZone", () => {
  it("saves the browser's zone once for a person who has none, and the session then carries it", async () => {
    browserZoneIs("America/New_York");
    const session = sessionFixture({ timeZone: null });
    session.user.id = "person-without-zone";
    const saved = sessionFixture({ timeZone: "America/New_York" });
    const api = stubApi({ "PATCH /api/account/profile": reply(200, saved) });
    const { queryClient, rerender } = renderSaver(session);

    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(saved));
    expect(api.calls("PATCH /api/account/profile").map((call) => call.body)).toEqual([
      { timeZone: "America/New_York" },
    ]);
    // Another render before the answer is read does not save it twice.
    rerender({ current: session });
    expect(api.calls("PATCH /api/account/profile")).toHaveLength(1);
  });

  it("leaves a saved zone alone, even one other than the browser's", async () => {
    const api = stubApi({});
    const zone = browserTimeZone() === "Asia/Kolkata" ? "Europe/Berlin" : "Asia/Kolkata";
    renderSaver(sessionFixture({ timeZone: zone }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls("PATCH /api/account/profile")).toEqual([]);
  });

  it("leaves the session as it was when the server refuses the browser's zone, and does not ask again", async () => {
    browserZoneIs("Mars/Olympus_Mons");
    const session = sessionFixture({ timeZone: null });
    session.user.id = "person-on-mars";
    const api = stubApi({
      "PATCH /api/account/profile": apiError(400, "validation_error", "Choose a time zone from the list"),
    });
    const { queryClient, rerender } = renderSaver(session);
    queryClient.setQueryData(SESSION_QUERY_KEY, session);

    await waitFor(() => expect(api.calls("PATCH /api/account/profile")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(session);
    rerender({ current: session });
    expect(api.calls("PATCH /api/account/profile")).toHaveLength(1);
  });
});

import { STORAGE_KEYS } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import {
  mergeVisitorLibraryProgress,
  readVisitorProgress,
  recordVisitorStatus,
  setVisitorBookmark,
  useMergeVisitorLibraryProgress,
} from "./library-visitor-progress";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("a visitor's library progress", () => {
  it("only rises, and keeps the bookmark beside the status", () => {
    recordVisitorStatus("product", "roadmaps", "mastered");
    recordVisitorStatus("product", "roadmaps", "read");
    setVisitorBookmark("product", "roadmaps", true);
    expect(readVisitorProgress()).toEqual({ "product/roadmaps": { status: "mastered", bookmarked: true } });
  });

  it("ignores what it cannot read", () => {
    window.localStorage.setItem(
      STORAGE_KEYS.libraryVisitorProgress,
      JSON.stringify({
        "product/a": { status: "expert", bookmarked: true },
        "product/b": { status: "read", bookmarked: false },
      }),
    );
    expect(readVisitorProgress()).toEqual({ "product/b": { status: "read", bookmarked: false } });
    window.localStorage.setItem(STORAGE_KEYS.libraryVisitorProgress, "{not json");
    expect(readVisitorProgress()).toEqual({});
  });

  it("is sent once and forgotten when the merge succeeds, kept when it fails", async () => {
    recordVisitorStatus("product", "roadmaps", "read");
    const api = stubApi({ "POST /api/library/progress": apiError(503, "unavailable", "Later") });
    await expect(mergeVisitorLibraryProgress()).rejects.toThrow();
    expect(readVisitorProgress()).not.toEqual({});

    api.on("POST /api/library/progress", reply(200, { merged: 1 }));
    expect(await mergeVisitorLibraryProgress()).toBe(true);
    expect(api.calls("POST /api/library/progress").at(-1)?.body).toEqual({
      items: [{ section: "product", slug: "roadmaps", status: "read", bookmarked: false }],
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.libraryVisitorProgress)).toBeNull();
    expect(await mergeVisitorLibraryProgress()).toBe(false);
  });

  it("is merged into the account once the person is signed in, and the library's pages refresh", async () => {
    setVisitorBookmark("tech-roles", "what-a-cto-does", true);
    const api = stubApi({ "POST /api/library/progress": reply(200, { merged: 1 }) });
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(({ signedIn }) => useMergeVisitorLibraryProgress(signedIn), {
      wrapper,
      initialProps: { signedIn: false },
    });
    expect(api.calls("POST /api/library/progress")).toHaveLength(0);
    rerender({ signedIn: true });
    await vi.waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.libraryVisitorProgress)).toBeNull(),
    );
    expect(api.calls("POST /api/library/progress")[0]?.body).toEqual({
      items: [{ section: "tech-roles", slug: "what-a-cto-does", status: "unread", bookmarked: true }],
    });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["library"] }));
  });
});

import { afterEach, expect, it, vi } from "vitest";
import { PAGE_READY_ATTRIBUTE } from "@/lib/page-ready";

const record = vi.fn();
vi.mock("@/lib/analytics/load-page-view-recorder", () => ({
  loadPageViewRecorder: () => Promise.resolve({ record }),
}));

afterEach(() => {
  document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
  window.history.replaceState(null, "", "/");
});

it("marks a visitor's document ready at once and records its path, without the query", async () => {
  window.history.replaceState(null, "", "/faq?utm_source=newsletter#pricing");
  await import("./document");

  expect(document.documentElement.hasAttribute(PAGE_READY_ATTRIBUTE)).toBe(true);
  await vi.waitFor(() => expect(record).toHaveBeenCalledWith("/faq"));
  expect(record).toHaveBeenCalledTimes(1);
});

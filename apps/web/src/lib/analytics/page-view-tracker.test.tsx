import { ANALYTICS_FIRST_EVENT_DELAY_MS } from "@hatchery/shared";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { PageViewTracker } from "./page-view-tracker";

// The recorder loads at once here; lib/after-load.test.ts holds when it does in a browser.
vi.mock("@/lib/after-load", () => ({ afterLoad: () => Promise.resolve() }));

const loadGoogleAnalytics = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("./google-analytics", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./google-analytics")>()),
  loadGoogleAnalytics,
}));

const sendBeacon = vi.fn((_url: string, _body: string) => true);

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "sendBeacon");
});

function Layout({ next }: { next: string }) {
  return (
    <>
      <PageViewTracker />
      <Link to={next}>Next</Link>
    </>
  );
}

/** The tracker loads its recorder on first use: lets that import, and the views waiting on it, settle. */
async function settleRecorderImport() {
  await act(async () => {
    await import("./page-views");
  });
}

it("reports the landing path after one second and each navigation after that, path only", async () => {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={["/incubators?ref=newsletter#plans"]}>
        <Routes>
          <Route path="/incubators" element={<Layout next="/teams?tab=open#list" />} />
          <Route path="/teams" element={<Layout next="/incubators" />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  await settleRecorderImport();
  act(() => {
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS - 1);
  });
  expect(sendBeacon).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  fireEvent.click(screen.getByRole("link", { name: "Next" }));
  await settleRecorderImport();

  const views = sendBeacon.mock.calls.map(([, body]) => JSON.parse(body));
  expect(views.map(({ path, referrer }) => ({ path, referrer }))).toEqual([
    { path: "/incubators", referrer: "" },
    { path: "/teams", referrer: `${window.location.origin}/incubators` },
  ]);
  // Google Analytics starts with the recorder, once.
  expect(loadGoogleAnalytics).toHaveBeenCalledTimes(1);
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handlePreloadErrors, PRELOAD_RELOAD_KEY, PRELOAD_RELOAD_WINDOW_MS } from "./preload-error";

const chunkError = new Error("Failed to fetch dynamically imported module: /assets/teams-1a2b3c.js");
let reload: ReturnType<typeof vi.fn<() => void>>;
let stopListening: () => void;
/** Errors thrown by the listener: browsers report them as window "error" events, happy-dom rethrows them. */
let reportedErrors: unknown[];
const collectReportedError = (event: ErrorEvent) => {
  event.preventDefault();
  reportedErrors.push(event.error);
};

/** Fires the event the way Vite's preload helper does and tells whether it would still throw. */
function failPreload() {
  const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: chunkError });
  try {
    window.dispatchEvent(event);
  } catch (error) {
    reportedErrors.push(error);
  }
  return { prevented: event.defaultPrevented };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, "reload").mockImplementation(reload);
  reportedErrors = [];
  window.addEventListener("error", collectReportedError);
  stopListening = handlePreloadErrors();
});

afterEach(() => {
  stopListening();
  window.removeEventListener("error", collectReportedError);
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("handlePreloadErrors", () => {
  it("reloads once on the first failed preload and keeps Vite from throwing", () => {
    expect(failPreload()).toEqual({ prevented: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBe(String(Date.now()));
    expect(reportedErrors).toEqual([]);
  });

  it("rethrows a failure soon after the reload instead of reloading again", () => {
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now() - 5_000));
    expect(failPreload()).toEqual({ prevented: false });
    expect(reload).not.toHaveBeenCalled();
    expect(reportedErrors).toEqual([chunkError]);
  });

  it("does not loop within one page either", () => {
    failPreload();
    failPreload();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reportedErrors).toEqual([chunkError]);
  });

  it("reloads again once the last reload is older than the window", () => {
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now() - PRELOAD_RELOAD_WINDOW_MS));
    expect(failPreload()).toEqual({ prevented: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("treats an unreadable record as no earlier reload", () => {
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, "soon");
    expect(failPreload()).toEqual({ prevented: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads when the attempt cannot be remembered", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    });
    try {
      expect(failPreload()).toEqual({ prevented: false });
      expect(reload).not.toHaveBeenCalled();
      expect(reportedErrors).toEqual([chunkError]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

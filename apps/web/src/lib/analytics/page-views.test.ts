import {
  ANALYTICS_FIRST_EVENT_DELAY_MS,
  analyticsEndpoints,
  pageViewSchema,
  STORAGE_KEYS,
} from "@hatchery/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, callApi } from "@/lib/api-client";
import { createPageViewRecorder } from "./page-views";

const PAGE_VIEWS_URL = analyticsEndpoints.pageViews.path;

vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api-client")>()),
  callApi: vi.fn(),
}));

const postPageView = vi.mocked(callApi);
const sendBeacon = vi.fn((_url: string, _body: string) => true);
const ORIGIN = window.location.origin;

function setNavigator(property: string, value: unknown) {
  Object.defineProperty(navigator, property, { value, configurable: true, writable: true });
}

/** The page views sent by beacon, parsed the way the server parses them. */
function beaconViews() {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(PAGE_VIEWS_URL);
    return pageViewSchema.parse(JSON.parse(body));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  setNavigator("sendBeacon", sendBeacon);
  Object.defineProperty(document, "referrer", {
    value: "https://news.example.com/item?id=5&token=secret#comments",
    configurable: true,
  });
  postPageView.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  sendBeacon.mockReset();
  sendBeacon.mockReturnValue(true);
  postPageView.mockReset();
  for (const property of ["sendBeacon", "doNotTrack", "globalPrivacyControl"]) {
    Reflect.deleteProperty(navigator, property);
  }
  Reflect.deleteProperty(document, "referrer");
  Reflect.deleteProperty(window, "gtag");
  localStorage.clear();
});

describe("page view recorder", () => {
  it("sends nothing before the first second and one beacon when it ends", () => {
    const recorder = createPageViewRecorder();
    recorder.record("/incubators");
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    const visitorId = localStorage.getItem(STORAGE_KEYS.analyticsVisitorId);
    expect(beaconViews()).toEqual([
      { path: "/incubators", referrer: "https://news.example.com/item", visitorId },
    ]);
    expect(visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(postPageView).not.toHaveBeenCalled();
  });

  it("sends later navigations at once, with the previous page as referrer and the same visitor", () => {
    const recorder = createPageViewRecorder();
    recorder.record("/");
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS);
    recorder.record("/teams");
    recorder.record("/teams/rocket");

    const [landing, teams, team] = beaconViews();
    expect(teams).toEqual({ path: "/teams", referrer: `${ORIGIN}/`, visitorId: landing?.visitorId });
    expect(team).toEqual({
      path: "/teams/rocket",
      referrer: `${ORIGIN}/teams`,
      visitorId: landing?.visitorId,
    });
  });

  it("holds views made during the first second and sends them in order when it ends", () => {
    const recorder = createPageViewRecorder();
    recorder.record("/");
    vi.advanceTimersByTime(400);
    recorder.record("/about");
    expect(sendBeacon).not.toHaveBeenCalled();

    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS - 400);
    expect(beaconViews().map(({ path }) => path)).toEqual(["/", "/about"]);
  });

  it("counts the same path twice in a row once, but a return visit again", () => {
    const recorder = createPageViewRecorder();
    for (const path of ["/faq", "/faq", "/terms", "/terms", "/faq"]) recorder.record(path);
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS);
    expect(beaconViews().map(({ path }) => path)).toEqual(["/faq", "/terms", "/faq"]);
  });

  it("keeps a visitor id already stored and replaces a corrupt one", () => {
    const storedId = "3b241101-e2bb-4255-8caf-4136c566a962";
    localStorage.setItem(STORAGE_KEYS.analyticsVisitorId, storedId);
    const recorder = createPageViewRecorder();
    recorder.record("/");
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS);
    expect(beaconViews()[0]?.visitorId).toBe(storedId);

    localStorage.setItem(STORAGE_KEYS.analyticsVisitorId, "not-a-uuid");
    recorder.record("/library");
    const replacement = beaconViews()[1]?.visitorId;
    expect(replacement).not.toBe("not-a-uuid");
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitorId)).toBe(replacement);
  });

  it("cuts paths to the length the server accepts", () => {
    const recorder = createPageViewRecorder();
    recorder.record(`/${"a".repeat(3000)}`);
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS);
    expect(beaconViews()[0]?.path).toHaveLength(2048);
  });

  it.each([
    ["Do Not Track", "doNotTrack", "1"],
    ["Global Privacy Control", "globalPrivacyControl", true],
  ])("sends nothing and stores no visitor id under %s", (_, property, value) => {
    setNavigator(property, value);
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const recorder = createPageViewRecorder();
    recorder.record("/");
    recorder.record("/teams");
    vi.advanceTimersByTime(10 * ANALYTICS_FIRST_EVENT_DELAY_MS);
    recorder.record("/projects");

    expect(sendBeacon).not.toHaveBeenCalled();
    expect(postPageView).not.toHaveBeenCalled();
    expect(gtag).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitorId)).toBeNull();
  });

  it("still tracks when Do Not Track is explicitly off", () => {
    setNavigator("doNotTrack", "0");
    const recorder = createPageViewRecorder();
    recorder.record("/");
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it("falls back to a keepalive request where beacons do not exist", () => {
    setNavigator("sendBeacon", undefined);
    const recorder = createPageViewRecorder();
    recorder.record("/games");
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS);

    expect(postPageView).toHaveBeenCalledTimes(1);
    expect(postPageView).toHaveBeenCalledWith(analyticsEndpoints.pageViews, {
      body: {
        path: "/games",
        referrer: "https://news.example.com/item",
        visitorId: localStorage.getItem(STORAGE_KEYS.analyticsVisitorId),
      },
      keepalive: true,
    });
  });

  it("falls back to a keepalive request when the browser refuses the beacon", () => {
    sendBeacon.mockReturnValue(false);
    const recorder = createPageViewRecorder();
    recorder.record("/games");
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(postPageView).toHaveBeenCalledWith(
      analyticsEndpoints.pageViews,
      expect.objectContaining({ keepalive: true }),
    );
  });

  it("swallows a failed fallback request", async () => {
    setNavigator("sendBeacon", undefined);
    postPageView.mockRejectedValue(new ApiError(0, "network_error", "offline"));
    const recorder = createPageViewRecorder();
    recorder.record("/games");
    vi.advanceTimersByTime(ANALYTICS_FIRST_EVENT_DELAY_MS);
    // An unhandled rejection here would fail the run.
    await vi.runAllTimersAsync();
    expect(postPageView).toHaveBeenCalledTimes(1);
  });

  it("forwards navigations, not the landing page, to Google Analytics once it has loaded", () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const recorder = createPageViewRecorder();
    recorder.record("/");
    recorder.record("/advisors");
    recorder.record("/advisors");
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith(
      "event",
      "page_view",
      expect.objectContaining({ page_path: "/advisors" }),
    );
  });
});

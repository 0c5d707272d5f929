import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { readerToday } from "./calendar-days";
import { writeDatesForTheReader } from "./reader-dates";
import { setReaderTimeZone } from "./reader-time-zone";

/** 17:08 UTC: 02:08 the next day in Tokyo. */
const MOMENT = "2026-11-28T17:08:00.000Z";

beforeEach(() => {
  // The reader: a browser in Tokyo, in British English; the server wrote the page in UTC, in US English.
  setReaderTimeZone("Asia/Tokyo");
  vi.spyOn(navigator, "language", "get").mockReturnValue("en-GB");
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setReaderTimeZone(null);
  document.body.replaceChildren();
});

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

it("writes a marked moment and its title again in the reader's language and zone", () => {
  const body = page(
    `<p>Awarded <time datetime="${MOMENT}" data-written-as="date" data-title-as="date-time" title="Nov 28, 2026, 5:08 PM">Nov 28, 2026</time></p>`,
  );

  writeDatesForTheReader();

  const time = body.querySelector("time");
  expect(time?.textContent).toBe("29 Nov 2026");
  expect(time?.title).toBe("29 Nov 2026, 02:08");
  expect(body.querySelector("p")?.textContent).toBe("Awarded 29 Nov 2026");
});

it("counts a relative time from the reader's clock, not from when the server rendered it", () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-28T20:08:00.000Z"));
  const body = page(`<time datetime="${MOMENT}" data-written-as="relative">just now</time>`);

  writeDatesForTheReader();

  expect(body.querySelector("time")?.textContent).toBe("3 hours ago");
});

it("leaves unmarked times and unknown writings as the server wrote them", () => {
  const body = page(
    `<time datetime="${MOMENT}">Nov 28, 2026</time><time datetime="${MOMENT}" data-written-as="weekday">Saturday</time>`,
  );

  writeDatesForTheReader();

  expect([...body.querySelectorAll("time")].map((time) => time.textContent)).toEqual([
    "Nov 28, 2026",
    "Saturday",
  ]);
});

it("marks overdue what is due before the reader's today, and no longer what is not", () => {
  const today = readerToday();
  const body = page(
    `<li data-due-on="2000-01-01">long due</li><li data-due-on="${today}" data-overdue>due today</li><li data-due-on="2999-12-31" data-overdue>due later</li>`,
  );

  writeDatesForTheReader();

  expect([...body.querySelectorAll("li")].map((item) => item.hasAttribute("data-overdue"))).toEqual([
    true,
    false,
    false,
  ]);
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { dayLabel, messageTime } from "./chat-dates";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("chat dates", () => {
  it("write a message's time as the reader's language does, not always as '06:08 PM'", () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    expect(messageTime("2026-11-28T17:08:00.000Z")).toMatch(/^\d{2}:08$/);
    vi.spyOn(navigator, "language", "get").mockReturnValue("en-US");
    expect(messageTime("2026-11-28T17:08:00.000Z")).toMatch(/^\d{1,2}:08 [AP]M$/);
  });

  it("name today and yesterday, and other days in the reader's language", () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("en-US");
    const now = new Date(2026, 10, 28, 12, 0);
    expect(dayLabel(new Date(2026, 10, 28, 1, 0).toISOString(), now)).toBe("Today");
    expect(dayLabel(new Date(2026, 10, 27, 23, 0).toISOString(), now)).toBe("Yesterday");
    expect(dayLabel(new Date(2026, 2, 2, 12, 0).toISOString(), now)).toBe("Monday, March 2");
    expect(dayLabel(new Date(2025, 2, 3, 12, 0).toISOString(), now)).toBe("March 3, 2025");
    vi.spyOn(navigator, "language", "get").mockReturnValue("fr-FR");
    expect(dayLabel(new Date(2026, 2, 2, 12, 0).toISOString(), now)).toBe("lundi 2 mars");
  });
});

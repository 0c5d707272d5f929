import { describe, expect, it } from "vitest";
import { gameStreak } from "./games-hub-model";

describe("gameStreak", () => {
  it("is nothing for someone who never played", () => {
    expect(gameStreak([], "2026-11-29")).toEqual({ current: 0, longest: 0, playedToday: false });
  });

  it("counts the days in a row ending today", () => {
    expect(gameStreak(["2026-11-27", "2026-11-28", "2026-11-29"], "2026-11-29")).toEqual({
      current: 3,
      longest: 3,
      playedToday: true,
    });
  });

  it("keeps yesterday's streak alive until a whole day passes without a game", () => {
    expect(gameStreak(["2026-11-27", "2026-11-28"], "2026-11-29")).toMatchObject({
      current: 2,
      playedToday: false,
    });
    expect(gameStreak(["2026-11-27", "2026-11-28"], "2026-11-30")).toMatchObject({ current: 0, longest: 2 });
  });

  it("remembers the longest run apart from the current one, across months, in any order and with repeats", () => {
    const days = ["2026-11-02", "2026-10-31", "2026-11-01", "2026-11-01", "2026-11-28", "2026-11-29"];
    expect(gameStreak(days, "2026-11-29")).toEqual({ current: 2, longest: 3, playedToday: true });
  });

  it("ignores days after today, which a clock change could leave", () => {
    expect(gameStreak(["2026-11-30"], "2026-11-29")).toEqual({ current: 0, longest: 1, playedToday: false });
  });
});

import { describe, expect, it } from "vitest";
import {
  createResumeTracker,
  formatResumePoint,
  parseResumePoint,
  RESUME_POINT_MAX_DELIVERED,
} from "./resume-point";

describe("a resume point", () => {
  it("names its horizon and its delivered events as ranges, and reads back as it was written", () => {
    const delivered = new Map([
      [12, 900],
      [10, 901],
      [11, 900],
      [15, 903],
    ]);
    const text = formatResumePoint({ horizon: 900, delivered });
    expect(text).toBe("900:10-12,15");
    expect(parseResumePoint(text)).toEqual({ horizon: 900, deliveredIds: [10, 11, 12, 15] });
    expect(parseResumePoint("900:")).toEqual({ horizon: 900, deliveredIds: [] });
  });

  it("reads a bare event id as a legacy point, and anything else as none", () => {
    expect(parseResumePoint("42")).toBe("legacy");
    for (const header of [
      undefined,
      "",
      "0",
      "abc",
      "9:5-3",
      "9:x",
      "-1:",
      "9:1,,2",
      `9:1-${RESUME_POINT_MAX_DELIVERED + 1}`,
    ]) {
      expect(parseResumePoint(header), String(header)).toBeUndefined();
    }
  });

  it("forgets delivered events once the horizon passes their transactions, and never lowers it", () => {
    const tracker = createResumeTracker();
    tracker.raiseHorizon(100);
    tracker.delivered(1, 100);
    tracker.delivered(2, 103);
    // Below the horizon: every such event was handed on already, nothing to list.
    tracker.delivered(3, 99);
    expect(formatResumePoint(tracker.point())).toBe("100:1-2");
    tracker.raiseHorizon(101);
    expect(formatResumePoint(tracker.point())).toBe("101:2");
    tracker.raiseHorizon(50);
    expect(tracker.horizon).toBe(101);
  });

  it(`lists at most ${RESUME_POINT_MAX_DELIVERED} events, dropping the oldest`, () => {
    const tracker = createResumeTracker();
    for (let id = 1; id <= RESUME_POINT_MAX_DELIVERED + 5; id += 1) tracker.delivered(id, 7);
    const { delivered } = tracker.point();
    expect(delivered.size).toBe(RESUME_POINT_MAX_DELIVERED);
    expect(delivered.has(5)).toBe(false);
    expect(delivered.has(6)).toBe(true);
  });
});

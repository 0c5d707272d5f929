import type { AvailabilityRules } from "../modules/mentoring/free-slots";

/** A mentor's rules for the free-slot engine's tests: weekdays 09:00–12:00 in New York, nothing else in the way. */
export function weekdayMorningRules(overrides: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    timeZone: "America/New_York",
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 12 * 60 })),
    sessionLengths: [30, 60],
    minNoticeHours: 0,
    bookingWindowDays: 180,
    weeklyLimit: null,
    bufferMinutes: 0,
    datesOff: [],
    ...overrides,
  };
}

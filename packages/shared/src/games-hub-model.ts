/*
 * The games hub's rules (docs/decisions/049-games-hub.md), free of schemas so the hub's first view
 * carries no validation library.
 */

/** A calendar day as `YYYY-MM-DD`, in the person's time zone. */
export type CalendarDay = string;

export interface GameStreak {
  /** Days in a row with a game played, ending today or yesterday (a streak lasts until a whole day passes). */
  current: number;
  /** The longest run of such days ever. */
  longest: number;
  playedToday: boolean;
}

function dayNumber(day: CalendarDay): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/** The streaks of the days on which the person played, in any order, judged on `today`. */
export function gameStreak(days: readonly CalendarDay[], today: CalendarDay): GameStreak {
  const numbers = [...new Set(days.map(dayNumber))].filter(Number.isFinite).sort((a, b) => a - b);
  const todayNumber = dayNumber(today);
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of numbers) {
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = numbers.at(-1);
  const current = last !== undefined && last >= todayNumber - 1 && last <= todayNumber ? run : 0;
  return { current, longest, playedToday: last === todayNumber };
}

/** A duration as the game's clock shows it: m:ss, or m:ss.t at the end of a game. */
export function formatGameTime(ms: number, withTenths = false): string {
  const totalSeconds = Math.floor(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = String(totalSeconds % 60).padStart(2, "0");
  return withTenths ? `${minutes}:${seconds}.${Math.floor((ms % 1000) / 100)}` : `${minutes}:${seconds}`;
}

export const LEVEL_LABELS = { easy: "Easy", medium: "Medium", hard: "Hard" } as const;

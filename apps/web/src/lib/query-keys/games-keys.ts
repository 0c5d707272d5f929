/** Every query about the games starts with `gamesKeys.all`. */
export const gamesKeys = {
  all: ["games"] as const,
  memoryBests: () => [...gamesKeys.all, "memory", "bests"] as const,
  careerScenarios: (role: string) => [...gamesKeys.all, "career", "scenarios", role] as const,
  careerBests: () => [...gamesKeys.all, "career", "bests"] as const,
};

/** Every query about the games starts with `gamesKeys.all`. */
export const gamesKeys = {
  all: ["games"] as const,
  overview: () => [...gamesKeys.all, "overview"] as const,
  memoryBests: () => [...gamesKeys.all, "memory", "bests"] as const,
  interviewSessions: () => [...gamesKeys.all, "interview", "sessions"] as const,
  interviewSession: (id: string) => [...gamesKeys.interviewSessions(), id] as const,
  careerScenarios: (role: string) => [...gamesKeys.all, "career", "scenarios", role] as const,
  careerBests: () => [...gamesKeys.all, "career", "bests"] as const,
  tmayDrafts: () => [...gamesKeys.all, "tmay", "drafts"] as const,
  tmayAttempts: () => [...gamesKeys.all, "tmay", "attempts"] as const,
};

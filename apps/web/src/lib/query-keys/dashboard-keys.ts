/** The dashboard's own reads (the checklist, the teams card), under one root. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  checklist: () => [...dashboardKeys.all, "checklist"] as const,
  teams: () => [...dashboardKeys.all, "teams"] as const,
};

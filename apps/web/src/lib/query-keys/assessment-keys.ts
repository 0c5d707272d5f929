/** Every assessment query starts with `assessmentKeys.all`. */
export const assessmentKeys = {
  all: ["assessment"] as const,
  roleFitQuestions: () => [...assessmentKeys.all, "role-fit-questions"] as const,
  personalityItems: () => [...assessmentKeys.all, "personality-items"] as const,
  history: () => [...assessmentKeys.all, "history"] as const,
  sharing: () => [...assessmentKeys.all, "sharing"] as const,
};

/** Every skills profile query starts with `skillsKeys.all`. */
export const skillsKeys = {
  all: ["skills"] as const,
  mine: () => [...skillsKeys.all, "mine"] as const,
};

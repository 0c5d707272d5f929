/** Up to two letters standing in for a missing photo: first and last name, else the start of the full name. */
export function initialsOf(user: {
  firstName: string | null;
  lastName: string | null;
  name: string;
}): string {
  const parts = [user.firstName, user.lastName].filter((part): part is string => Boolean(part?.trim()));
  const words = parts.length > 0 ? parts : user.name.trim().split(/\s+/).slice(0, 2);
  return words
    .map((word) => Array.from(word.trim())[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}

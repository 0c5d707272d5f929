import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

/**
 * Puts each issue of a 422 answer under the form field it names (`fieldFor` translates the request's
 * path to the form's), focusing the first. Returns false when no issue found a field, so the caller
 * shows the server's message another way.
 */
export function showServerIssues<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldFor: (path: readonly (string | number)[]) => Path<Values> | undefined,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const issue of error.issues) {
    const field = fieldFor(issue.path);
    if (field === undefined) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The words to show for a failed call: the server's own, or a plain fallback. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

/** Where a form shows an error that names no field of its own. */
export const FORM_ERROR = "root.server" as const;

/**
 * Puts the server's words where they belong: each issue under the field it names, anything else
 * (or an error without issues) in the form's own error area.
 */
export function showServerError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): void {
  if (!(error instanceof ApiError)) {
    setError(FORM_ERROR, { type: "server", message: UNEXPECTED_ERROR_MESSAGE });
    return;
  }
  let placed = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field === undefined) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) setError(FORM_ERROR, { type: "server", message: error.message });
}

/** The words to show for a failed call outside a form. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

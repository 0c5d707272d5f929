import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from "./api-client";

/** Where a form keeps an error that names no field of its own; show it with `FormError`. */
export const FORM_ERROR = "root.server" as const;

/**
 * Which form field an issue of the server's answer belongs to: the names of the form's fields (an issue
 * path such as `["features", 0, "value"]` matches the field `features.0.value`), or a function for a form
 * whose fields are named differently from the request.
 */
export type ServerErrorFields<Values extends FieldValues> =
  | readonly Path<Values>[]
  | ((path: readonly (string | number)[]) => Path<Values> | undefined);

/**
 * Puts the server's error envelope `{ error: { code, message, issues? } }` on a form: each issue under
 * the field it names, focusing the first; when no issue names a field (or the call failed some other
 * way), the message goes to the form's own error area.
 */
export function showServerError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ServerErrorFields<NoInfer<Values>>,
): void {
  const fieldFor =
    typeof fields === "function" ? fields : (path: readonly (string | number)[]) => matchField(fields, path);
  let placed = false;
  for (const issue of error instanceof ApiError ? error.issues : []) {
    const field = fieldFor(issue.path);
    if (field === undefined) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) setError(FORM_ERROR, { type: "server", message: errorMessage(error) });
}

function matchField<Values extends FieldValues>(
  fields: readonly Path<Values>[],
  path: readonly (string | number)[],
): Path<Values> | undefined {
  const name = path.join(".");
  return fields.find((field) => field === name);
}

/** The words to show for a failed call: the server's own, or the one fallback message. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

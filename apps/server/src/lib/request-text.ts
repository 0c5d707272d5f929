import type { ApiIssue } from "@hatchery/shared";
import { AppError } from "./errors";

/**
 * Characters no text input may carry: a NUL, which PostgreSQL refuses in text (SQLSTATE 22021), and an
 * unpaired UTF-16 surrogate, which is no character at all (`encodeURIComponent` throws on it and UTF-8
 * cannot encode it). A JSON body can spell either as a `\u` escape, so the parsed strings are checked.
 * With the `u` flag a surrogate pair is one code point, so only unpaired halves match `\p{Cs}`.
 */
const UNUSABLE_CHARACTER = /[\0\p{Cs}]/u;

export const UNUSABLE_TEXT_MESSAGE =
  "This text contains a character that is not allowed (a NUL character or a broken emoji).";
export const UNUSABLE_ADDRESS_MESSAGE = "The address contains a NUL character, which is not allowed.";

export function hasUnusableCharacters(value: string): boolean {
  return UNUSABLE_CHARACTER.test(value);
}

/** The path of the first string (key or value) in a parsed JSON value with an unusable character. */
function findUnusableText(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return hasUnusableCharacters(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnusableText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnusableCharacters(key)) return [...path, key];
      const found = findUnusableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The one way a JSON request body is read (API routes and the Better Auth endpoints alike): invalid
 * JSON is a 400, a string with an unusable character a 422 naming the field, so no handler, library
 * or query ever sees one.
 */
export function parseJsonRequestText(text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
  const path = findUnusableText(json);
  if (path) {
    const issue: ApiIssue = { path, message: UNUSABLE_TEXT_MESSAGE };
    throw new AppError("validation_failed", UNUSABLE_TEXT_MESSAGE, [issue]);
  }
  return json;
}

/**
 * Better Auth reads its path and query decoded and looks tokens up without checks of ours, so `%00`
 * there would be a NUL in a query. (API routes check their own params: a slug or id with a NUL is not
 * one, and answers as such. Percent-encoded unpaired surrogates are invalid UTF-8 and stay undecoded.)
 */
export function assertUsableAddress(url: string): void {
  if (/%00/.test(url)) throw new AppError("bad_request", UNUSABLE_ADDRESS_MESSAGE);
}

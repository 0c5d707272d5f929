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

/**
 * How deep arrays and objects may nest in a JSON request body. No contract's body comes near it (the
 * deepest are a few levels); past it a body is refused before it is parsed, so a small body of
 * thousands of brackets costs neither a deep parse nor a deep walk (docs/decisions/027-request-input-limits.md).
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects are accepted.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the text opens more than `maxDepth` arrays or objects inside one another, counted in one pass
 * over its characters; brackets inside strings do not count. Text that is not JSON may be counted
 * wrongly, which does not matter: JSON.parse refuses it next.
 */
function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/** A value still to visit, with the way back to the root: the path is only built for a bad string. */
interface PendingValue {
  value: unknown;
  /** Its index or key in its parent; an object key is itself text to check. */
  key: string | number;
  parent: PendingValue | undefined;
}

function pathOf(pending: PendingValue): (string | number)[] {
  const path: (string | number)[] = [];
  for (let step: PendingValue | undefined = pending; step?.parent; step = step.parent) path.push(step.key);
  return path.reverse();
}

/**
 * The path of the first string (key or value), in the text's order, with an unusable character in a
 * parsed JSON value. Walked with a stack of its own rather than by recursion, so a wide or deep value
 * costs one visit per value and no call stack.
 */
function findUnusableText(root: unknown): (string | number)[] | undefined {
  const stack: PendingValue[] = [{ value: root, key: "", parent: undefined }];
  for (let pending = stack.pop(); pending; pending = stack.pop()) {
    const { value, key, parent } = pending;
    if (typeof key === "string" && parent && hasUnusableCharacters(key)) return pathOf(pending);
    if (typeof value === "string") {
      if (hasUnusableCharacters(value)) return pathOf(pending);
    } else if (Array.isArray(value)) {
      // Pushed last to first, so the first is visited first.
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], key: index, parent: pending });
      }
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [entryKey, item] = entries[index] as [string, unknown];
        stack.push({ value: item, key: entryKey, parent: pending });
      }
    }
  }
  return undefined;
}

/**
 * The one way a JSON request body is read (API routes and the Better Auth endpoints alike): nesting
 * past MAX_JSON_DEPTH is a 400 before anything else, invalid JSON a 400, a string with an unusable
 * character a 422 naming the field, so no handler, library or query ever sees one.
 */
export function parseJsonRequestText(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError("bad_request", JSON_TOO_DEEP_MESSAGE);
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
 * Path parameters and query values as the router decoded them, checked like a body's strings before any
 * schema or handler sees them: a NUL in `/api/account/sessions/%00` is a 422 naming the parameter, not a
 * statement PostgreSQL refuses.
 */
export function assertUsableFields(fields: Readonly<Record<string, string>>): void {
  const issues: ApiIssue[] = Object.entries(fields)
    .filter(([, value]) => hasUnusableCharacters(value))
    .map(([name]) => ({ path: [name], message: UNUSABLE_TEXT_MESSAGE }));
  if (issues.length > 0) throw new AppError("validation_failed", UNUSABLE_TEXT_MESSAGE, issues);
}

/**
 * Better Auth reads its path and query decoded and looks tokens up without checks of ours, so `%00`
 * there would be a NUL in a query. (API routes check their params and query with `assertUsableFields`.
 * Percent-encoded unpaired surrogates are invalid UTF-8 and stay undecoded.)
 */
export function assertUsableAddress(url: string): void {
  if (/%00/.test(url)) throw new AppError("bad_request", UNUSABLE_ADDRESS_MESSAGE);
}

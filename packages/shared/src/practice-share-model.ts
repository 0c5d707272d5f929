/*
 * Practice results shared with a mentor (docs/decisions/051-mentoring.md), the constants and text
 * helpers pages need without the validation library.
 *
 * Offsets into a shared text count characters as the database does (`char_length`: Unicode code
 * points), not JavaScript's UTF-16 units, so an emoji or a letter outside the basic plane is one
 * character on the server, in the database's checks and on the page alike.
 */

/** What a person can share: an interview practice session (all its answers) or a TMAY delivery. */
export const PRACTICE_SHARE_KINDS = ["interview", "tmay"] as const;
export type PracticeShareKind = (typeof PRACTICE_SHARE_KINDS)[number];

export const PRACTICE_SHARE_MESSAGE_MAX_LENGTH = 1_000;
export const PRACTICE_SHARE_COMMENT_MAX_LENGTH = 2_000;
/** Mentors the share dialog's search lists at once. */
export const PRACTICE_SHARE_MENTORS_LIMIT = 20;

/** The mentor's page of what mentees shared with them (an extension route, decision 051). */
export const MENTORING_SHARED_PATH = "/mentoring/shared";

export const PRACTICE_SHARE_MESSAGES = {
  notFound: "There is no practice result shared with you at this address.",
  itemNotFound: "There is no practice result of yours with this id.",
  mentorNotPublished: "Choose a mentor from the published advisors and coaches.",
  selfShare: "You cannot share a practice result with yourself.",
  alreadyShared: "This result is already shared with this mentor.",
  longMessage: `Keep the message to ${PRACTICE_SHARE_MESSAGE_MAX_LENGTH} characters.`,
  ownerOnly: "Only the person who shared this result can do this.",
  mentorOnly: "Only the mentor this result is shared with can comment on it.",
  authorOnly: "Only the mentor who wrote a comment can change it.",
  revoked: "This result is no longer shared with you.",
  unknownText: "Choose an answer of this shared result.",
  anchorOutOfRange: "The selected part is not inside the answer.",
  quoteMismatch: "The selected text does not match the answer. Select it again.",
  emptyComment: "Write a comment.",
  longComment: `Keep the comment to ${PRACTICE_SHARE_COMMENT_MAX_LENGTH} characters.`,
  commentNotFound: "There is no such comment on this shared result.",
} as const;

/** The number of characters (code points) in a text. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

/** The characters [start, end) of a text, counted in code points. */
export function characterSlice(text: string, start: number, end: number): string {
  return Array.from(text).slice(start, end).join("");
}

/** The character (code point) offset of a UTF-16 index, such as a DOM selection's offset. */
export function characterOffsetOf(text: string, utf16Index: number): number {
  return characterCount(text.slice(0, utf16Index));
}

export interface TextSegment {
  text: string;
  /** The comments whose anchor covers this segment, in the order given. */
  commentIds: string[];
}

/**
 * Splits a text at every anchor's edges, so a page can mark each commented part (overlapping
 * anchors included) and say which comments it belongs to.
 */
export function segmentByAnchors(
  text: string,
  anchors: readonly { id: string; start: number; end: number }[],
): TextSegment[] {
  const characters = Array.from(text);
  const edges = new Set([0, characters.length]);
  for (const anchor of anchors) {
    edges.add(Math.max(0, Math.min(anchor.start, characters.length)));
    edges.add(Math.max(0, Math.min(anchor.end, characters.length)));
  }
  const sorted = [...edges].sort((a, b) => a - b);
  const segments: TextSegment[] = [];
  for (let index = 0; index < sorted.length - 1; index += 1) {
    const from = sorted[index] ?? 0;
    const to = sorted[index + 1] ?? 0;
    if (to <= from) continue;
    segments.push({
      text: characters.slice(from, to).join(""),
      commentIds: anchors
        .filter((anchor) => anchor.start <= from && anchor.end >= to)
        .map((anchor) => anchor.id),
    });
  }
  return segments;
}

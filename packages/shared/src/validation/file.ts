import { FILE_MAX_BYTES } from "../constants";
import { failure } from "./check-result";

export const FILE_TOO_LARGE_MESSAGE = "File size exceeds 10MB limit";
export const FILE_TYPE_NOT_ALLOWED_MESSAGE = "File type not allowed";

/**
 * The uploadable types of SPEC §5. `mime` is the canonical type the server stores and `sniffFileType`
 * returns; `mimeAliases` are other names clients send for it.
 */
export const ALLOWED_FILE_TYPES = [
  { mime: "image/jpeg", mimeAliases: ["image/jpg"], extensions: ["jpg", "jpeg"] },
  { mime: "image/png", mimeAliases: [], extensions: ["png"] },
  { mime: "image/gif", mimeAliases: [], extensions: ["gif"] },
  { mime: "image/webp", mimeAliases: [], extensions: ["webp"] },
  { mime: "application/pdf", mimeAliases: [], extensions: ["pdf"] },
  { mime: "text/plain", mimeAliases: [], extensions: ["txt"] },
  { mime: "application/msword", mimeAliases: [], extensions: ["doc"] },
  {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    mimeAliases: [],
    extensions: ["docx"],
  },
] as const satisfies readonly {
  mime: string;
  mimeAliases: readonly string[];
  extensions: readonly string[];
}[];

export type AllowedMimeType = (typeof ALLOWED_FILE_TYPES)[number]["mime"];

/** What browsers report when they do not know a file's type; such files are judged by extension. */
const UNKNOWN_MIME_TYPES: readonly string[] = ["", "application/octet-stream"];

function extensionOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? undefined : fileName.slice(dot + 1).toLowerCase();
}

function essenceOf(mimeType: string): string {
  return (mimeType.split(";")[0] ?? "").trim().toLowerCase();
}

/**
 * Size first (more than FILE_MAX_BYTES → 'File size exceeds 10MB limit'), then type: the extension must
 * be allowed, and the reported MIME type must be that extension's type unless the client did not know it.
 * On success, `mime` is the canonical type for the server to compare with `sniffFileType` of the bytes.
 */
export function checkFile(file: {
  size: number;
  type: string;
  name: string;
}): { ok: true; mime: AllowedMimeType } | { ok: false; message: string } {
  if (!(file.size <= FILE_MAX_BYTES)) return failure(FILE_TOO_LARGE_MESSAGE);
  const extension = extensionOf(file.name);
  const allowed = ALLOWED_FILE_TYPES.find((type) =>
    (type.extensions as readonly string[]).includes(extension ?? ""),
  );
  if (allowed === undefined) return failure(FILE_TYPE_NOT_ALLOWED_MESSAGE);
  const reported = essenceOf(file.type);
  const matches =
    UNKNOWN_MIME_TYPES.includes(reported) ||
    reported === allowed.mime ||
    (allowed.mimeAliases as readonly string[]).includes(reported);
  return matches ? { ok: true, mime: allowed.mime } : failure(FILE_TYPE_NOT_ALLOWED_MESSAGE);
}

const SIGNATURES: readonly { mime: AllowedMimeType; matches: (head: Uint8Array) => boolean }[] = [
  { mime: "image/jpeg", matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  {
    mime: "image/png",
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { mime: "image/gif", matches: (head) => startsWithText(head, "GIF87a") || startsWithText(head, "GIF89a") },
  {
    mime: "image/webp",
    matches: (head) => startsWithText(head, "RIFF") && startsWithText(head.subarray(8), "WEBP"),
  },
  { mime: "application/pdf", matches: (head) => startsWithText(head, "%PDF-") },
  {
    mime: "application/msword",
    matches: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  // Any zip container counts as docx: telling a .docx from another zip needs more than the head.
  {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    matches: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
  },
];

function startsWith(head: Uint8Array, signature: readonly number[]): boolean {
  return head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
}

function startsWithText(head: Uint8Array, signature: string): boolean {
  return startsWith(
    head,
    Array.from(signature, (character) => character.charCodeAt(0)),
  );
}

/** UTF-8 without NUL bytes; a multi-byte character cut off at the end of the head does not count against it. */
function isPlainText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The real type of a file from its first bytes (magic numbers), or undefined when it is none of the
 * allowed types. Binary signatures win over text, since PDF and GIF headers are ASCII. Pass at least the
 * first 12 bytes; for text, the whole file gives the surest answer. An empty file reads as plain text.
 */
export function sniffFileType(head: Uint8Array): AllowedMimeType | undefined {
  const signature = SIGNATURES.find((candidate) => candidate.matches(head));
  if (signature !== undefined) return signature.mime;
  return isPlainText(head) ? "text/plain" : undefined;
}

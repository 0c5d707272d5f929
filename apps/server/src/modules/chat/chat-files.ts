import { randomUUID } from "node:crypto";
import {
  ALLOWED_FILE_TYPES,
  type AllowedMimeType,
  CHAT_ERROR_MESSAGES,
  type ChatAttachmentResponse,
} from "@hatchery/shared";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../../db/client";
import { chatAttachments } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import { UPLOADED_FILE_CSP } from "../../lib/storage/stored-images";
import { channelNotFound, loadChannelAccess } from "./chat-access";
import { attachmentUrl } from "./chat-messages";

/**
 * Files in chat: checked like every upload (SPEC §5: type by the bytes, name and claim; 10 MB), stored
 * under a fresh name, and served only to the readers of the channel they were sent to.
 */

/** Where chat files are stored, `chat-files/<stored name>`; the uploads cleanup removes unattached ones. */
export const CHAT_FILE_STORAGE_PREFIX = "chat-files";
const FILE_NAME_MAX_LENGTH = 200;
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

function extensionOf(mime: AllowedMimeType): string {
  return ALLOWED_FILE_TYPES.find((type) => type.mime === mime)?.extensions[0] ?? "bin";
}

/** The name shown to readers: the sender's, without any path or control characters, or a plain one. */
function displayName(fileName: string, mime: AllowedMimeType): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? "";
  const clean = [...base]
    .filter((character) => character >= " " && character !== "\u007f")
    .join("")
    .trim();
  return clean.slice(0, FILE_NAME_MAX_LENGTH) || `file.${extensionOf(mime)}`;
}

export function fileNotFound(): AppError {
  return new AppError("not_found", "There is no file with this name.");
}

/** Checks that the person may write in the channel, before a byte of the file is read. */
export async function assertMayAttach(db: Database, actor: PolicyActor, channelId: string): Promise<void> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const { channel } = await loadChannelAccess(db, actor.userId, channelId);
  if (channel.archivedAt !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.channelArchived);
}

export async function storeAttachment(
  db: Database,
  storage: Storage,
  actor: PolicyActor,
  input: { channelId: string; file: CheckedFileStream; fileName: string },
): Promise<ChatAttachmentResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const storedName = `${randomUUID()}.${extensionOf(input.file.mime)}`;
  const key = `${CHAT_FILE_STORAGE_PREFIX}/${storedName}`;
  const { size } = await storage.put(key, input.file.body);
  if (size === 0) {
    await storage.delete(key);
    throw new AppError("validation_failed", "The file is empty.");
  }
  try {
    const [row] = await db
      .insert(chatAttachments)
      .values({
        channelId: input.channelId,
        uploaderId: actor.userId,
        storedName,
        fileName: displayName(input.fileName, input.file.mime),
        mimeType: input.file.mime,
        sizeBytes: size,
      })
      .returning();
    if (!row) throw new Error("the attachment insert returned no row");
    return {
      attachment: {
        id: row.id,
        fileName: row.fileName,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        url: attachmentUrl(row.storedName),
      },
    };
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** Serves a file to a reader of its channel: its real type, never sniffed, sandboxed, private. */
export async function attachmentResponse(
  c: Context,
  db: Database,
  storage: Storage,
  actor: PolicyActor,
  name: string,
): Promise<Response> {
  if (actor.kind !== "user" || !STORED_NAME.test(name)) throw fileNotFound();
  const [row] = await db.select().from(chatAttachments).where(eq(chatAttachments.storedName, name));
  if (!row || row.messageId === null) throw fileNotFound();
  await loadChannelAccess(db, actor.userId, row.channelId).catch(() => {
    throw fileNotFound();
  });
  const stored = await storage.get(`${CHAT_FILE_STORAGE_PREFIX}/${name}`);
  if (!stored) throw fileNotFound();
  const inline = row.mimeType.startsWith("image/");
  c.header("Content-Type", row.mimeType);
  c.header("Content-Length", String(stored.size));
  c.header(
    "Content-Disposition",
    `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
  );
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", UPLOADED_FILE_CSP);
  c.header("Cache-Control", "private, max-age=3600");
  return c.body(stored.body, 200);
}

/** Removes the stored files of deleted messages; a failure leaves an orphan file, never a broken message. */
export async function removeStoredFiles(storage: Storage, storedNames: readonly string[]): Promise<void> {
  await Promise.all(
    storedNames.map((name) => storage.delete(`${CHAT_FILE_STORAGE_PREFIX}/${name}`).catch(() => undefined)),
  );
}

export { channelNotFound };

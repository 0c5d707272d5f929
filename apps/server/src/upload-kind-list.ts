import { isNull, sql } from "drizzle-orm";
import { chatAttachments, feedImages, lessonImages } from "./db/schema";
import { CHAT_FILE_STORAGE_PREFIX } from "./modules/chat/chat-files";
import { LESSON_IMAGE_KEY_PREFIX } from "./modules/courses/lesson-images";
import { FEED_IMAGE_KEY_PREFIX } from "./modules/feeds/feed-images";
import type { UploadKind } from "./modules/uploads/unused-uploads-cleanup";

/**
 * Every kind of upload the unused-uploads cleanup removes, in one static list (as `backgroundJobs()`
 * lists the jobs): where each is recorded, its storage keys, and what makes one unused. A new area that
 * stores uploads before they are used adds its kind here.
 */
export const UPLOAD_KINDS: readonly UploadKind[] = [
  // Images no post or comment showed. Images of deleted posts stay, since a deleted post is kept (soft)
  // and another post may show the same image.
  {
    label: "feedImages",
    table: feedImages,
    storedName: feedImages.storedName,
    createdAt: feedImages.createdAt,
    unused: isNull(feedImages.usedAt),
    keyOf: (name) => `${FEED_IMAGE_KEY_PREFIX}${name}`,
  },
  // Files no message carried; the files of deleted messages go with the message.
  {
    label: "chatFiles",
    table: chatAttachments,
    storedName: chatAttachments.storedName,
    createdAt: chatAttachments.createdAt,
    unused: isNull(chatAttachments.messageId),
    keyOf: (name) => `${CHAT_FILE_STORAGE_PREFIX}/${name}`,
  },
  // Images no saved lesson showed, and every image of a deleted course (its lessons went with it).
  // A deleted lesson's images stay while the course does: another lesson of the course may show them.
  {
    label: "lessonImages",
    table: lessonImages,
    storedName: lessonImages.storedName,
    createdAt: lessonImages.createdAt,
    unused: sql`(${lessonImages.usedAt} is null or ${lessonImages.courseId} is null)`,
    keyOf: (name) => `${LESSON_IMAGE_KEY_PREFIX}${name}`,
  },
];

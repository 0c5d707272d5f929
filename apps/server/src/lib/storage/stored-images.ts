import { randomBytes } from "node:crypto";
import type { AllowedMimeType } from "@hatchery/shared";
import type { Context } from "hono";
import { AppError } from "../errors";
import { type CheckedFileStream, fileTypeNotAllowed } from "./checked-file-stream";
import type { Storage, StoredObject } from "./storage";

/** Stored images (avatars, logos) are these types (SPEC §5 allows more for other files); the value is the stored extension. */
export const STORED_IMAGE_EXTENSIONS = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
} as const satisfies Partial<Record<AllowedMimeType, string>>;
export type StoredImageMimeType = keyof typeof STORED_IMAGE_EXTENSIONS;
export const STORED_IMAGE_MIME_TYPES = Object.keys(STORED_IMAGE_EXTENSIONS) as StoredImageMimeType[];

/** 16 random bytes in base64url, then the extension of the real type. */
const STORED_IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|gif|webp)$/;
const MIME_BY_EXTENSION = Object.fromEntries(
  Object.entries(STORED_IMAGE_EXTENSIONS).map(([mime, extension]) => [extension, mime]),
) as Record<string, StoredImageMimeType>;

/** Image names are unique and never reused, so a served image never changes. */
const STORED_IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A read image with its real type. */
export interface StoredImage extends StoredObject {
  mime: StoredImageMimeType;
}

/** A checked upload with the name it will be stored under and the address it will be served at. */
export interface NewStoredImage {
  name: string;
  url: string;
  body: AsyncIterable<Uint8Array>;
}

export interface StoredImagesOptions {
  /** The storage folder, with its trailing slash (`avatars/`). */
  keyPrefix: string;
  /** Where the images are served, with its trailing slash; the database holds this followed by the name. */
  urlPrefix: string;
  /** The 404 message for a name that is not one of these images. */
  notFoundMessage: string;
}

export interface StoredImages {
  readonly urlPrefix: string;
  /** The file name in an address this kind of image was served at, or undefined for any other address. */
  nameOf(url: string | null): string | undefined;
  /** A new random name for a checked upload, from its real type; 415 for a type that is not an image. */
  newFile(file: CheckedFileStream): NewStoredImage;
  /**
   * Stores the image, then runs `commit` (the database change pointing at `image.url`, answering the
   * address it replaces) and deletes the replaced file once that change has committed. The file is
   * stored first (a too-large one fails while streaming and leaves nothing behind); if `commit`
   * throws, the new file is removed again and the error rethrown.
   */
  replace(storage: Storage, image: NewStoredImage, commit: () => Promise<string | null>): Promise<void>;
  /** Deletes the image at an address this kind of image was served at (its record is gone); any other address is left alone. */
  remove(storage: Storage, url: string | null): Promise<void>;
  /**
   * An image by its file name. Only names `newFile` hands out are looked up, so anything else
   * (a path, `..`, another folder) is simply not found.
   */
  read(storage: Storage, name: string): Promise<StoredImage>;
}

/** Uploaded images of one kind: stored under `keyPrefix`, served under `urlPrefix`. */
export function createStoredImages({
  keyPrefix,
  urlPrefix,
  notFoundMessage,
}: StoredImagesOptions): StoredImages {
  function nameOf(url: string | null): string | undefined {
    if (!url?.startsWith(urlPrefix)) return undefined;
    const name = url.slice(urlPrefix.length);
    return STORED_IMAGE_NAME.test(name) ? name : undefined;
  }

  return {
    urlPrefix,
    nameOf,
    newFile(file) {
      const extension = STORED_IMAGE_EXTENSIONS[file.mime as StoredImageMimeType];
      if (extension === undefined) throw fileTypeNotAllowed();
      const name = `${randomBytes(16).toString("base64url")}.${extension}`;
      return { name, url: `${urlPrefix}${name}`, body: file.body };
    },
    async replace(storage, image, commit) {
      await storage.put(`${keyPrefix}${image.name}`, image.body);
      let previous: string | null;
      try {
        previous = await commit();
      } catch (error) {
        await storage.delete(`${keyPrefix}${image.name}`);
        throw error;
      }
      const previousName = nameOf(previous);
      if (previousName !== undefined) await storage.delete(`${keyPrefix}${previousName}`);
    },
    async remove(storage, url) {
      const name = nameOf(url);
      if (name !== undefined) await storage.delete(`${keyPrefix}${name}`);
    },
    async read(storage, name) {
      const match = STORED_IMAGE_NAME.exec(name);
      const mime = match?.[1] === undefined ? undefined : MIME_BY_EXTENSION[match[1]];
      if (mime === undefined) throw new AppError("not_found", notFoundMessage);
      const stored = await storage.get(`${keyPrefix}${name}`);
      if (!stored) throw new AppError("not_found", notFoundMessage);
      return { ...stored, mime };
    },
  };
}

/**
 * What an uploaded file is served with: no script, style or request of its own and a sandbox, so that
 * even a file that got past the type check could not act as a page of this site.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; img-src 'self'; sandbox";

/**
 * Serves a read image: its real type, shown in place and never sniffed as anything else, sandboxed,
 * cached for good since its name is never reused.
 */
export function storedImageResponse(c: Context, image: StoredImage): Response {
  c.header("Content-Type", image.mime);
  c.header("Content-Length", String(image.size));
  c.header("Content-Disposition", "inline");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", UPLOADED_FILE_CSP);
  c.header("Cache-Control", STORED_IMAGE_CACHE_CONTROL);
  return c.body(image.body, 200);
}

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

/**
 * Who a served image is for. `public`: anyone (a public team's logo, an avatar), so any cache may keep
 * it for good: names are unique and never reused, so a served image never changes. `private`: only
 * people the server checked (a members-only team's images, every feed image), so only their browser
 * keeps it, for an hour, as chat files: someone who loses access keeps at most that.
 */
export type ImageAudience = "public" | "private";
const STORED_IMAGE_CACHE_CONTROL: Record<ImageAudience, string> = {
  public: "public, max-age=31536000, immutable",
  private: "private, max-age=3600",
};

/** A read image with its real type. */
export interface StoredImage extends StoredObject {
  mime: StoredImageMimeType;
}

/** An image with who it may be served to. */
export interface ServedImage {
  image: StoredImage;
  audience: ImageAudience;
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
  /**
   * An image by its file name for one request: `audienceOf` says who it may be served to (asked only
   * for a name `newFile` could have handed out), and undefined answers 404 as for a name that does not
   * exist, so a refusal tells nothing about what the image shows.
   */
  serve(
    storage: Storage,
    name: string,
    audienceOf: () => Promise<ImageAudience | undefined>,
  ): Promise<ServedImage>;
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

  async function read(storage: Storage, name: string): Promise<StoredImage> {
    const match = STORED_IMAGE_NAME.exec(name);
    const mime = match?.[1] === undefined ? undefined : MIME_BY_EXTENSION[match[1]];
    if (mime === undefined) throw new AppError("not_found", notFoundMessage);
    const stored = await storage.get(`${keyPrefix}${name}`);
    if (!stored) throw new AppError("not_found", notFoundMessage);
    return { ...stored, mime };
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
    read,
    async serve(storage, name, audienceOf) {
      if (!STORED_IMAGE_NAME.test(name)) throw new AppError("not_found", notFoundMessage);
      const audience = await audienceOf();
      if (audience === undefined) throw new AppError("not_found", notFoundMessage);
      return { image: await read(storage, name), audience };
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
 * cached as its audience allows.
 */
export function storedImageResponse(c: Context, { image, audience }: ServedImage): Response {
  c.header("Content-Type", image.mime);
  c.header("Content-Length", String(image.size));
  c.header("Content-Disposition", "inline");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", UPLOADED_FILE_CSP);
  c.header("Cache-Control", STORED_IMAGE_CACHE_CONTROL[audience]);
  return c.body(image.body, 200);
}

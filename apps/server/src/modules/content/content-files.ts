import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  CONTENT_COLLECTION_PATTERN,
  CONTENT_COMMON_FIELDS,
  CONTENT_NAME_PATTERN,
  type ContentFrontMatter,
  contentFrontMatterSchema,
} from "@hatchery/shared";
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { z } from "zod";
import { brokenContentLinks, type ParsedContentListener } from "./content-links";

/*
 * The content files of the repository (decision 031): `content/<collection>/<slug>.md`, where the
 * collection is the folder path (`library/tech-roles`) and the slug the file's name. Each file opens with
 * front matter in YAML between two `---` lines, checked by its kind's schema, then markdown. Files at the
 * top of `content/` (its README) are about the folder, not content.
 */

/**
 * Part of every file's hash: raised when what is stored from a file changes (its rendering, its columns),
 * so the next start stores every file again instead of keeping what the previous version made of it.
 * 2: the body's word count is stored (decision 041).
 */
export const CONTENT_FORMAT_VERSION = 2;

export interface ContentFile {
  /** From the content folder's own name down, with forward slashes: `content/library/tech-roles/cto.md`. */
  path: string;
  collection: string;
  slug: string;
  frontMatter: ContentFrontMatter;
  body: string;
  /** What the stored piece is made from: the file's text and the format version. */
  hash: string;
}

/** A file that cannot be used, named by its path, saying what is wrong. */
export class ContentFileError extends Error {
  constructor(
    readonly filePath: string,
    readonly problems: readonly string[],
  ) {
    super(`${filePath}: ${problems.join("; ")}`);
    this.name = "ContentFileError";
  }
}

/** Every problem of a folder's files at once, so one build names all of them. */
export class ContentFolderError extends Error {
  constructor(readonly errors: readonly ContentFileError[]) {
    super(
      `${errors.length} content file${errors.length === 1 ? " is" : "s are"} broken:\n${errors.map((error) => `  ${error.message}`).join("\n")}`,
    );
    this.name = "ContentFolderError";
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function contentHash(text: string): string {
  return createHash("sha256").update(`${CONTENT_FORMAT_VERSION}\n${text}`).digest("hex");
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
  );
}

/** Where a file sits says its collection and slug: `library/tech-roles/cto.md`. */
function placeOf(relativePath: string): { collection: string; slug: string } | string {
  const parts = relativePath.split("/");
  const fileName = parts.pop() ?? "";
  const collection = parts.join("/");
  const slug = fileName.replace(/\.md$/, "");
  if (!CONTENT_COLLECTION_PATTERN.test(collection)) {
    return "its folders must be lower-case words joined by hyphens, such as library/tech-roles";
  }
  if (!CONTENT_NAME_PATTERN.test(slug)) {
    return "its name must be lower-case words joined by hyphens, ending in .md, such as team-roles.md";
  }
  return { collection, slug };
}

/**
 * One file's text as a piece of content. `filePath` names it in errors; `relativePath` is below the
 * content folder (`library/tech-roles/cto.md`).
 */
export function parseContentFile(filePath: string, relativePath: string, text: string): ContentFile {
  const place = placeOf(relativePath);
  if (typeof place === "string") throw new ContentFileError(filePath, [place]);
  const source = text.replace(/^\uFEFF/, "");
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new ContentFileError(filePath, ["it must begin with front matter between two --- lines"]);
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "", { uniqueKeys: true });
  } catch (error) {
    const reason = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
    throw new ContentFileError(filePath, [`front matter is not valid YAML: ${reason}`]);
  }
  const parsed = contentFrontMatterSchema.safeParse(data ?? {});
  if (!parsed.success) throw new ContentFileError(filePath, describeIssues(parsed.error));
  const body = source.slice(match[0].length);
  if (body.trim() === "") throw new ContentFileError(filePath, ["it has no text after its front matter"]);
  return { path: filePath, ...place, frontMatter: parsed.data, body, hash: contentHash(text) };
}

/** The fields of a kind beyond the common ones (questions, options, choices, match), stored as details. */
export function contentDetails(frontMatter: ContentFrontMatter): Record<string, unknown> {
  const common: readonly string[] = CONTENT_COMMON_FIELDS;
  return Object.fromEntries(Object.entries(frontMatter).filter(([key]) => !common.includes(key)));
}

async function markdownFilesBelow(folder: string, relative = ""): Promise<string[]> {
  const entries = await readdir(path.join(folder, relative), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const entryPath = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await markdownFilesBelow(folder, entryPath)));
    // Files at the top describe the folder (its README); content lives in collections.
    else if (entry.isFile() && entry.name.endsWith(".md") && relative !== "") files.push(entryPath);
  }
  return files;
}

export interface ReadContentOptions {
  /**
   * Whether the links need checking (by default they do): the content loader skips the check when
   * every file is stored already as it is, checked when it was stored.
   */
  linksNeedChecking?: (files: readonly ContentFile[]) => boolean;
  /** Hears each file's parsed markdown as its links are checked (see `brokenContentLinks`). */
  onParsed?: ParsedContentListener;
}

/**
 * Every content file of `folder`, parsed and checked, in a stable order, its links leading to pages
 * (`content-links.ts`). Throws `ContentFolderError` naming each broken file; a folder that does not
 * exist holds no content.
 */
export async function readContentFolder(
  folder: string,
  { linksNeedChecking = () => true, onParsed }: ReadContentOptions = {},
): Promise<ContentFile[]> {
  let relativePaths: string[];
  try {
    relativePaths = (await markdownFilesBelow(folder)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  // Named from the folder's own name down (`content/library/…`), as the repository shows them, wherever
  // the build or the server runs from.
  const shownFolder = path.basename(path.resolve(folder));
  const files: ContentFile[] = [];
  const errors: ContentFileError[] = [];
  for (const relativePath of relativePaths) {
    const filePath = `${shownFolder}/${relativePath}`;
    try {
      files.push(
        parseContentFile(filePath, relativePath, await readFile(path.join(folder, relativePath), "utf8")),
      );
    } catch (error) {
      if (error instanceof ContentFileError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length > 0) throw new ContentFolderError(errors);
  if (!linksNeedChecking(files)) return files;
  const broken = await brokenContentLinks(files, onParsed);
  if (broken.length > 0) {
    throw new ContentFolderError(
      broken.map(({ filePath, problems }) => new ContentFileError(filePath, problems)),
    );
  }
  return files;
}

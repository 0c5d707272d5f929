import { type CheckResult, checkFile, FILE_TYPE_NOT_ALLOWED_MESSAGE } from "@hatchery/shared";

/** The image types a picture (profile photo, logo) may have; the server checks the same by the file's first bytes. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

/** The SPEC §5 file check, narrowed to images: a PDF or document passes checkFile but is no picture. */
export function checkImageFile(file: File): CheckResult {
  const result = checkFile(file);
  if (!result.ok) return result;
  return result.mime.startsWith("image/")
    ? { ok: true }
    : { ok: false, message: FILE_TYPE_NOT_ALLOWED_MESSAGE };
}

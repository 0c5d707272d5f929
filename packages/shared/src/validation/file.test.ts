import { describe, expect, it } from "vitest";
import { FILE_MAX_BYTES } from "../constants";
import {
  ALLOWED_FILE_TYPES,
  checkFile,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  sniffFileType,
} from "./file";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === "string" ? Array.from(value, (c) => c.charCodeAt(0)) : [value],
    ),
  );

describe("checkFile", () => {
  it("uses the messages of SPEC §5", () => {
    expect(FILE_TOO_LARGE_MESSAGE).toBe("File size exceeds 10MB limit");
    expect(FILE_TYPE_NOT_ALLOWED_MESSAGE).toBe("File type not allowed");
  });

  it("accepts exactly 10485760 bytes and refuses one more", () => {
    expect(FILE_MAX_BYTES).toBe(10_485_760);
    expect(checkFile({ size: 10_485_760, type: "image/png", name: "a.png" })).toEqual({
      ok: true,
      mime: "image/png",
    });
    expect(checkFile({ size: 10_485_761, type: "image/png", name: "a.png" })).toEqual({
      ok: false,
      message: FILE_TOO_LARGE_MESSAGE,
    });
  });

  it("checks the size before the type", () => {
    expect(checkFile({ size: FILE_MAX_BYTES + 1, type: "text/html", name: "a.html" })).toEqual({
      ok: false,
      message: FILE_TOO_LARGE_MESSAGE,
    });
  });

  it("refuses a size that is not a number", () => {
    expect(checkFile({ size: Number.NaN, type: "image/png", name: "a.png" }).ok).toBe(false);
  });

  it("allows exactly jpeg, jpg, png, gif, webp, pdf, plain text, doc and docx", () => {
    expect(ALLOWED_FILE_TYPES.flatMap((type) => type.extensions).sort()).toEqual(
      ["doc", "docx", "gif", "jpeg", "jpg", "pdf", "png", "txt", "webp"].sort(),
    );
  });

  it.each([
    ["photo.jpg", "image/jpeg", "image/jpeg"],
    ["photo.jpeg", "image/jpeg", "image/jpeg"],
    ["photo.JPG", "image/jpg", "image/jpeg"],
    ["logo.png", "image/png", "image/png"],
    ["anim.gif", "image/gif", "image/gif"],
    ["pic.webp", "image/webp", "image/webp"],
    ["cv.pdf", "application/pdf", "application/pdf"],
    ["notes.txt", "text/plain", "text/plain"],
    ["notes.txt", "Text/Plain; charset=UTF-8", "text/plain"],
    ["letter.doc", "application/msword", "application/msword"],
    ["letter.docx", DOCX, DOCX],
    ["letter.docx", "", DOCX],
    ["scan.pdf", "application/octet-stream", "application/pdf"],
  ])("accepts %s reported as %j, as %s", (name, type, mime) => {
    expect(checkFile({ size: 1, type, name })).toEqual({ ok: true, mime });
  });

  it.each([
    ["setup.exe", "application/x-msdownload"],
    ["icon.svg", "image/svg+xml"],
    ["page.html", "text/html"],
    ["page.txt", "text/html"],
    ["photo.png", "application/pdf"],
    ["README", "text/plain"],
    ["archive.zip", "application/zip"],
    ["photo.png.exe", "image/png"],
    ["", ""],
  ])("refuses %j reported as %j", (name, type) => {
    expect(checkFile({ size: 1, type, name })).toEqual({ ok: false, message: FILE_TYPE_NOT_ALLOWED_MESSAGE });
  });
});

describe("sniffFileType", () => {
  it.each([
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"), "image/jpeg"],
    ["png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR"), "image/png"],
    ["gif87a", bytes("GIF87a", 1, 0, 1, 0), "image/gif"],
    ["gif89a", bytes("GIF89a", 1, 0, 1, 0), "image/gif"],
    ["webp", bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "), "image/webp"],
    ["pdf", bytes("%PDF-1.7\n%", 0xe2, 0xe3, 0xcf, 0xd3), "application/pdf"],
    ["doc", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0), "application/msword"],
    ["docx", bytes("PK", 3, 4, 20, 0, 6, 0, "[Content_Types].xml"), DOCX],
  ])("recognises %s", (_label, head, mime) => {
    expect(sniffFileType(head)).toBe(mime);
  });

  it.each([
    ["ASCII text", bytes("hello, world\n")],
    ["UTF-8 text", new TextEncoder().encode("héllo ✓ 世界\n")],
    ["UTF-8 text with a byte order mark", new TextEncoder().encode("\uFEFFnotes")],
    ["text cut inside a multi-byte character", new TextEncoder().encode("check ✓").subarray(0, -1)],
    ["an empty file", new Uint8Array()],
  ])("reads %s as plain text", (_label, head) => {
    expect(sniffFileType(head)).toBe("text/plain");
  });

  it.each([
    ["a truncated jpeg signature", bytes(0xff, 0xd8)],
    ["a truncated png signature", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a)],
    ["a RIFF file that is not webp", bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt ")],
    ["an executable", bytes("MZ", 0x90, 0, 3, 0, 0, 0)],
    ["an ELF binary", bytes(0x7f, "ELF", 2, 1, 1, 0)],
    ["text containing a NUL byte", bytes("abc", 0, "def")],
    ["UTF-16 text", bytes(0xff, 0xfe, "h", 0, "i", 0)],
    ["invalid UTF-8", bytes("ab", 0xc3, 0x28, "cd")],
  ])("does not recognise %s", (_label, head) => {
    expect(sniffFileType(head)).toBeUndefined();
  });

  it("lets a binary signature win over text", () => {
    expect(sniffFileType(bytes("GIF89a plain ascii after"))).toBe("image/gif");
  });
});

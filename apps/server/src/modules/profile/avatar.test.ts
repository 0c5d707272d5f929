import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  FILE_MAX_BYTES,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  type MeResponse,
} from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MULTIPART_OVERHEAD_BYTES } from "../../lib/storage/multipart-upload";
import { UPLOADED_FILE_CSP } from "../../lib/storage/stored-images";
import {
  type CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  person,
  TEST_ORIGIN,
} from "../../test/auth-test-helpers";
import { GIF_1PX, JPEG_1PX, PDF_MINIMAL, PNG_1PX, padTo, WEBP_1PX } from "../../test/images";
import { createTestApp, request, type TestApp } from "../../test/test-app";

let t: TestApp;
let dataDir: string;
let jar: CookieJar;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-avatar-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ jar } = await createVerifiedUser(t.app, t.db, person("avatar.owner@hatchery.test"), {
    ip: "198.51.100.50",
  }));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const avatarsDir = () => path.join(dataDir, "uploads", "avatars");

interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

function formWith(file: UploadFile, field = "file"): FormData {
  const form = new FormData();
  form.append("note", "fields other than the file are ignored");
  form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

function upload(
  body: RequestInit["body"],
  headers: Record<string, string> = {},
  signedIn: CookieJar | null = jar,
) {
  return request(
    t.app,
    "/api/account/avatar",
    {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, ...(signedIn ? { Cookie: signedIn.header() } : {}), ...headers },
      body,
      duplex: "half",
    } as RequestInit,
    { remoteAddress: "198.51.100.51" },
  );
}

const uploadFile = (file: UploadFile) => upload(formWith(file));

async function uploaded(file: UploadFile): Promise<string> {
  const response = await uploadFile(file);
  expect(response.status).toBe(200);
  const { image } = (await response.json()) as { image: string };
  return image;
}

const png = (bytes: Uint8Array = PNG_1PX): UploadFile => ({ bytes, name: "me.png", type: "image/png" });

describe("POST /api/account/avatar", () => {
  it("needs a session", async () => {
    expect(await errorOf(await upload(formWith(png()), {}, null))).toMatchObject({
      status: 401,
      code: "unauthenticated",
    });
  });

  it("stores the image under a new name, sets it as the person's image and serves it", async () => {
    const image = await uploaded(png());
    expect(image).toMatch(/^\/api\/files\/avatars\/[A-Za-z0-9_-]{22}\.png$/);
    const me = (await (await call(t.app, "/api/account/me", undefined, { jar })).json()) as MeResponse;
    expect(me.user.image).toBe(image);

    const served = await t.request(image);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Disposition")).toBe("inline");
    expect(served.headers.get("Content-Security-Policy")).toBe(UPLOADED_FILE_CSP);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1PX);
  });

  it.each([
    ["image/jpeg", "jpg", { bytes: JPEG_1PX, name: "me.jpeg", type: "image/jpeg" }],
    ["image/jpeg", "jpg", { bytes: JPEG_1PX, name: "me.jpg", type: "image/jpg" }],
    ["image/gif", "gif", { bytes: GIF_1PX, name: "me.gif", type: "image/gif" }],
    ["image/webp", "webp", { bytes: WEBP_1PX, name: "me.webp", type: "image/webp" }],
    ["image/png", "png", { bytes: PNG_1PX, name: "me.png", type: "application/octet-stream" }],
  ])("accepts %s (stored as .%s)", async (mime, extension, file) => {
    const image = await uploaded(file);
    expect(image.endsWith(`.${extension}`)).toBe(true);
    expect((await t.request(image)).headers.get("Content-Type")).toBe(mime);
  });

  it("deletes the photo it replaces", async () => {
    const first = await uploaded(png());
    const second = await uploaded({ bytes: GIF_1PX, name: "me.gif", type: "image/gif" });
    expect((await t.request(first)).status).toBe(404);
    expect((await t.request(second)).status).toBe(200);
    const files = await readdir(avatarsDir());
    expect(files).toEqual([path.basename(second)]);
  });

  it(`accepts an image of exactly ${FILE_MAX_BYTES} bytes`, async () => {
    const image = await uploaded(png(padTo(PNG_1PX, FILE_MAX_BYTES)));
    const served = await t.request(image);
    expect(served.headers.get("Content-Length")).toBe(String(FILE_MAX_BYTES));
    expect((await served.arrayBuffer()).byteLength).toBe(FILE_MAX_BYTES);
  });

  it(`refuses ${FILE_MAX_BYTES + 1} bytes with 413 '${FILE_TOO_LARGE_MESSAGE}', keeping the current photo`, async () => {
    const current = await uploaded(png());
    const response = await uploadFile(png(padTo(PNG_1PX, FILE_MAX_BYTES + 1)));
    expect(await errorOf(response)).toEqual({
      status: 413,
      code: "payload_too_large",
      message: FILE_TOO_LARGE_MESSAGE,
    });
    expect((await t.request(current)).status).toBe(200);
    expect(await readdir(avatarsDir())).toEqual([path.basename(current)]);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await upload(body, {
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES + 1),
    });
    expect(await errorOf(response)).toMatchObject({ status: 413, message: FILE_TOO_LARGE_MESSAGE });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a streamed upload at the limit instead of taking it all", async () => {
    const boundary = "hatchery-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    let sent = 0;
    const total = 64 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk =
          sent === 0 ? Buffer.concat([head, padTo(PNG_1PX, 64 * 1024)]) : new Uint8Array(64 * 1024);
        sent += chunk.length;
        if (sent > total) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await upload(body, { "Content-Type": `multipart/form-data; boundary=${boundary}` });
    expect(await errorOf(response)).toMatchObject({ status: 413, message: FILE_TOO_LARGE_MESSAGE });
    expect(sent).toBeLessThan(FILE_MAX_BYTES + 2 * 1024 * 1024);
    expect((await readdir(avatarsDir())).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it.each([
    ["a PNG renamed .pdf", { bytes: PNG_1PX, name: "me.pdf", type: "application/pdf" }],
    ["a PNG named .pdf but sent as image/png", { bytes: PNG_1PX, name: "me.pdf", type: "image/png" }],
    ["a PDF named .png and sent as image/png", { bytes: PDF_MINIMAL, name: "me.png", type: "image/png" }],
    ["a GIF named .png", { bytes: GIF_1PX, name: "me.png", type: "image/png" }],
    ["a PDF", { bytes: PDF_MINIMAL, name: "cv.pdf", type: "application/pdf" }],
    ["plain text", { bytes: Buffer.from("hello"), name: "note.txt", type: "text/plain" }],
    ["an empty file", { bytes: new Uint8Array(0), name: "me.png", type: "image/png" }],
    [
      "an SVG",
      {
        bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        name: "me.svg",
        type: "image/svg+xml",
      },
    ],
    [
      "an HTML page named .png",
      { bytes: Buffer.from("<html><script>1</script>"), name: "me.png", type: "image/png" },
    ],
  ])(`refuses %s with 415 '${FILE_TYPE_NOT_ALLOWED_MESSAGE}'`, async (_label, file) => {
    const before = await readdir(avatarsDir()).catch(() => []);
    const response = await uploadFile(file);
    expect(await errorOf(response)).toEqual({
      status: 415,
      code: "unsupported_media_type",
      message: FILE_TYPE_NOT_ALLOWED_MESSAGE,
    });
    expect(await readdir(avatarsDir()).catch(() => [])).toEqual(before);
  });

  it("asks for a file when the field is missing", async () => {
    const response = await upload(formWith(png(), "photo"));
    const body = (await response.json()) as { error: { code: string; issues: unknown } };
    expect(response.status).toBe(422);
    expect(body.error).toMatchObject({
      code: "validation_failed",
      issues: [{ path: ["file"], message: "Choose a file to upload." }],
    });
  });

  it("asks for multipart/form-data", async () => {
    const response = await upload(JSON.stringify({ file: "x" }), { "Content-Type": "application/json" });
    expect(await errorOf(response)).toMatchObject({ status: 415, code: "unsupported_media_type" });
  });

  it("answers 400 for a body that breaks off", async () => {
    const cutOff = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n'),
      Buffer.from("Content-Type: image/png\r\n\r\n"),
      PNG_1PX,
    ]);
    const response = await upload(cutOff, { "Content-Type": "multipart/form-data; boundary=b" });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: "bad_request" });
  });
});

describe("GET /api/files/avatars/:name", () => {
  it.each([
    "..%2F..%2Fpglite",
    "..%2Fsecret.png",
    "%2e%2e%2fsecret.png",
    "..%5Csecret.png",
    "AAAAAAAAAAAAAAAAAAAAAA.png",
    "AAAAAAAAAAAAAAAAAAAAAA.svg",
    "secret.png",
    ".hidden",
  ])("answers 404 for %s", async (name) => {
    await writeFile(path.join(dataDir, "uploads", "secret.png"), PNG_1PX);
    const response = await t.request(`/api/files/avatars/${name}`);
    expect(await errorOf(response)).toMatchObject({ status: 404, code: "not_found" });
  });

  it("answers 404 for a path that leaves the folder", async () => {
    const response = await t.request("/api/files/avatars/../../../etc/passwd");
    expect(response.status).toBe(404);
  });
});

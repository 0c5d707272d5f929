import { createHash } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The web build's pages built for Node (SERVER_RENDERER_FILE in apps/web/prerender-pages.ts). */
export const SERVER_RENDERER_FILE = ".vite/server-renderer/prerender.js";

/** A read the server made for a page, which it embeds in that page. */
export interface PageRead {
  address: string;
  answer: unknown;
  /** The answer as sent: two reads with the same text render the same page. */
  text: string;
}

/** The renderer module's `prerenderPage` (apps/web/src/app/prerender.tsx), whose answer is checked. */
type RenderPage = (address: string, reads: { address: string; answer: unknown }[]) => Promise<unknown>;

/**
 * How many rendered pages are kept: a page is rendered again only when its read's answer changed, and a
 * public read answers the same text for every visitor (lib/public-read-cache.ts).
 */
const RENDERED_PAGES_KEPT = 200;

/**
 * How long a render may take before the page is sent with the frame instead: a render takes a few
 * milliseconds (the first, which loads the renderer, about sixty), and a page must never wait on one
 * that does not end.
 */
const RENDER_TIMEOUT_MS = 1000;

/**
 * Renders a page of the web app with the data the server read for it, as #root's markup: the page's
 * largest paint then comes with the document, not after the app's scripts and a read (decision 072).
 * Undefined when the build has no renderer (a build without it, or none) or the render fails: the page
 * then arrives with the frame, as every page did before, and the app draws it.
 */
export function pageRenderer(
  distDir: string,
  {
    rendererFile = SERVER_RENDERER_FILE,
    timeoutMs = RENDER_TIMEOUT_MS,
    onError,
  }: {
    rendererFile?: string;
    timeoutMs?: number;
    /** Told of a render that failed or took too long (the page was sent with the frame instead). */
    onError?: (error: unknown, address: string) => void;
  } = {},
): (address: string, read: PageRead) => Promise<string | undefined> {
  let renderPage: Promise<RenderPage | undefined> | undefined;
  const rendered = new Map<string, string>();

  async function loadRenderer(): Promise<RenderPage | undefined> {
    const module: unknown = await import(pathToFileURL(path.join(distDir, rendererFile)).href).catch(
      () => undefined,
    );
    const render =
      typeof module === "object" && module !== null ? Reflect.get(module, "prerenderPage") : undefined;
    if (typeof render !== "function") return undefined;
    return async (address, reads) => Reflect.apply(render, module, [address, reads]);
  }

  return async (address, read) => {
    const key = createHash("sha256").update(`${address}\n${read.address}\n${read.text}`).digest("base64");
    const known = rendered.get(key);
    if (known !== undefined) {
      // Most recently used last: the oldest is the first one dropped.
      rendered.delete(key);
      rendered.set(key, known);
      return known;
    }
    renderPage ??= loadRenderer();
    const render = await renderPage;
    if (!render) return undefined;
    let html: unknown;
    let timer: NodeJS.Timeout | undefined;
    try {
      const page = await Promise.race([
        render(address, [{ address: read.address, answer: read.answer }]),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`No render within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      html = typeof page === "object" && page !== null ? Reflect.get(page, "html") : undefined;
    } catch (error) {
      onError?.(error, address);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
    if (typeof html !== "string") return undefined;
    rendered.set(key, html);
    if (rendered.size > RENDERED_PAGES_KEPT) rendered.delete(rendered.keys().next().value ?? key);
    return html;
  };
}

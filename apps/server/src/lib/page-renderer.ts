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

/** What a page is rendered with (`prerenderPage`'s options in apps/web/src/app/prerender.tsx). */
export interface PageRender {
  /** The reads the page shows, each embedded in it beside the render. */
  reads: readonly PageRead[];
  /**
   * The page is the signed-in person's, rendered with their session among `reads`: it shows them
   * alone, so it is never kept.
   */
  forThePerson?: boolean;
  /** The reader's language (their request's first), in which the page writes dates and times. */
  locale?: string;
  /**
   * The page is sent to a visitor as a document, which no app hydrates (decision 083): rendered whole,
   * the parts a browser would load later included.
   */
  asDocument?: boolean;
}

/** A page rendered with its data: #root's markup, and what the browser must know to hydrate it. */
export interface RenderedPage {
  html: string;
  /** How the page's dates were written, "en-US UTC Nov 28, 2026, 6:08 PM"; "" when it wrote none. */
  reader: string;
  /** When it was rendered (ms since the epoch): the moment its relative times count from. */
  renderedAt: number;
}

/** The renderer module's `prerenderPage` (apps/web/src/app/prerender.tsx), whose answer is checked. */
type RenderPage = (
  address: string,
  options: {
    reads: { address: string; answer: unknown }[];
    forThePerson: boolean;
    locale?: string;
    asDocument: boolean;
  },
) => Promise<unknown>;

/**
 * How many rendered pages are kept: a visitor's page is rendered again only when its read's answer
 * changed, and a public read answers the same text for every visitor (lib/public-read-cache.ts).
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
 * then arrives with the frame, as every page did before, and the app draws it. A person's page is
 * rendered for each request; a visitor's is kept by its address, language and answers.
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
): (address: string, render: PageRender) => Promise<RenderedPage | undefined> {
  let renderPage: Promise<RenderPage | undefined> | undefined;
  const rendered = new Map<string, RenderedPage>();

  async function loadRenderer(): Promise<RenderPage | undefined> {
    const module: unknown = await import(pathToFileURL(path.join(distDir, rendererFile)).href).catch(
      () => undefined,
    );
    const render =
      typeof module === "object" && module !== null ? Reflect.get(module, "prerenderPage") : undefined;
    if (typeof render !== "function") return undefined;
    return async (address, options) => Reflect.apply(render, module, [address, options]);
  }

  return async (address, { reads, forThePerson = false, locale, asDocument = false }) => {
    const key = forThePerson
      ? undefined
      : createHash("sha256")
          .update(
            JSON.stringify([
              address,
              locale ?? "",
              asDocument,
              ...reads.flatMap((read) => [read.address, read.text]),
            ]),
          )
          .digest("base64");
    const known = key === undefined ? undefined : rendered.get(key);
    if (key !== undefined && known !== undefined) {
      // Most recently used last: the oldest is the first one dropped.
      rendered.delete(key);
      rendered.set(key, known);
      return known;
    }
    renderPage ??= loadRenderer();
    const render = await renderPage;
    if (!render) return undefined;
    let page: RenderedPage | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        render(address, {
          reads: reads.map((read) => ({ address: read.address, answer: read.answer })),
          forThePerson,
          locale,
          asDocument,
        }),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`No render within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      page = renderedPageOf(answer);
    } catch (error) {
      onError?.(error, address);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
    if (page === undefined || key === undefined) return page;
    rendered.set(key, page);
    if (rendered.size > RENDERED_PAGES_KEPT) rendered.delete(rendered.keys().next().value ?? key);
    return page;
  };
}

/** The renderer's answer, when it has the markup and says what it was rendered with. */
function renderedPageOf(answer: unknown): RenderedPage | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const html: unknown = Reflect.get(answer, "html");
  const reader: unknown = Reflect.get(answer, "reader");
  const renderedAt: unknown = Reflect.get(answer, "renderedAt");
  return typeof html === "string" && typeof reader === "string" && typeof renderedAt === "number"
    ? { html, reader, renderedAt }
    : undefined;
}

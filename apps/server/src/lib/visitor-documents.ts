import { readFile } from "node:fs/promises";
import path from "node:path";
import { addressNeedsTheApp, INCUBATOR_PLANS_PARAM, PAGES_SERVED_AS_DOCUMENTS } from "@hatchery/shared";
import { DOCUMENT_FURTHER_READS } from "./page-first-reads";
import type { PageRead, PageRender, RenderedPage } from "./page-renderer";

/*
 * Pages a visitor is sent as documents, which run no app (decision 083): the build's documents of the
 * pages it renders whole, and the pages drawn with their data, rendered as documents into the build's
 * document shell (both written by apps/web/prerender-pages.ts).
 */
const VISITOR_DOCUMENTS_FILE = ".vite/visitor-documents.json";
const DOCUMENT_SHELL_FILE = ".vite/document-shell.html";
const BUILT = new Set<string>(PAGES_SERVED_AS_DOCUMENTS.built);
const DRAWN_WITH_DATA = new Set<string>(PAGES_SERVED_AS_DOCUMENTS.drawnWithData);
/** The shell's root, which a document's render fills. */
const SHELL_ROOT = '<div id="root"></div>';

type RenderPage = (address: string, render: PageRender) => Promise<RenderedPage | undefined>;
/** Answers an API read as the app does (`app.request`), as a visitor. */
type ReadApi = (address: string) => Promise<Response>;

/**
 * A list that continues needs the app: its "Load more" reads the next page in place. Every read of a
 * document that is a page of a list (it has a `nextCursor`) must be its last.
 */
function holdsWholeLists(reads: readonly PageRead[]): boolean {
  return reads.every(({ answer }) => {
    if (typeof answer !== "object" || answer === null || !Object.hasOwn(answer, "nextCursor")) return true;
    return Reflect.get(answer, "nextCursor") === null;
  });
}

/**
 * When an address of a page drawn with its data goes as a document, beside its reads' lists ending: an
 * incubator's page asked to open its plans needs the app, which has the dialog (decision 086).
 */
const DRAWN_ONLY_WHEN: Readonly<Record<string, (query: URLSearchParams) => boolean>> = {
  incubator: (query) => !query.has(INCUBATOR_PLANS_PARAM),
};

export interface VisitorDocuments {
  /**
   * The build's document of a page it renders whole, for a visitor; undefined for another route, or an
   * address that needs the app (a subscribe link, `addressNeedsTheApp`).
   */
  built(routeId: string, query: URLSearchParams): Promise<string | undefined>;
  /**
   * A page drawn with its data, for a visitor, as a document: the build's shell and the render's markup
   * for its root (`withDocumentRoot`), or undefined where the page is not sent as one, the build has no
   * shell, a read failed, the render failed, or it wrote a date its script does not write again in the
   * reader's zone (decision 084: the server writes it in its own). Drawn with the page's first read and
   * the further reads its document needs (DOCUMENT_FURTHER_READS: a filter's choices, decision 085).
   */
  drawn(
    routeId: string,
    address: string,
    /** The route's parameters and the address's query, as matched and parsed for the request. */
    { params, query }: { params: Record<string, string>; query: URLSearchParams },
    read: PageRead,
    locale: string | undefined,
  ): Promise<{ shell: string; html: string } | undefined>;
}

/** The document's shell with `html` as its root's markup. */
export function withDocumentRoot(shell: string, html: string): string {
  // A function, so that `$` in the page's text is taken as it is.
  return shell.replace(SHELL_ROOT, () => `<div id="root" data-document>${html}</div>`);
}

export function visitorDocuments(
  distDir: string,
  renderPage: RenderPage,
  readApi: ReadApi | undefined,
): VisitorDocuments {
  let builtDocuments: Promise<Readonly<Record<string, string>>> | undefined;
  let shell: Promise<string | undefined> | undefined;
  const read = (file: string) => readFile(path.join(distDir, file), "utf8");
  return {
    async built(routeId, query) {
      if (!BUILT.has(routeId) || addressNeedsTheApp(query)) return undefined;
      builtDocuments ??= read(VISITOR_DOCUMENTS_FILE)
        .then((text) => JSON.parse(text) as Record<string, string>)
        .catch(() => ({}));
      return (await builtDocuments)[routeId];
    },
    async drawn(routeId, address, { params, query }, pageRead, locale) {
      if (
        !DRAWN_WITH_DATA.has(routeId) ||
        addressNeedsTheApp(query) ||
        DRAWN_ONLY_WHEN[routeId]?.(query) === false
      ) {
        return undefined;
      }
      shell ??= read(DOCUMENT_SHELL_FILE).catch(() => undefined);
      const documentShell = await shell;
      if (!documentShell?.includes(SHELL_ROOT)) return undefined;
      const further = await Promise.all(
        (DOCUMENT_FURTHER_READS[routeId]?.(params) ?? []).map((furtherAddress) =>
          publicRead(readApi, furtherAddress),
        ),
      );
      if (further.some((made) => made === undefined)) return undefined;
      const reads = [pageRead, ...further.filter((made) => made !== undefined)];
      if (!holdsWholeLists(reads)) return undefined;
      const rendered = await renderPage(address, { reads, locale, asDocument: true });
      if (rendered?.reader !== "") return undefined;
      return { shell: documentShell, html: rendered.html };
    },
  };
}

/** A visitor's read of `address`, or undefined where it failed or the server reads no API. */
async function publicRead(readApi: ReadApi | undefined, address: string): Promise<PageRead | undefined> {
  const response = await readApi?.(address).catch(() => undefined);
  if (response?.status !== 200) return undefined;
  const text = await response.text();
  try {
    return { address, answer: JSON.parse(text) as unknown, text };
  } catch {
    return undefined;
  }
}

import { readFile } from "node:fs/promises";
import path from "node:path";
import { PAGES_SERVED_AS_DOCUMENTS } from "@hatchery/shared";
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

export interface VisitorDocuments {
  /** The build's document of a page it renders whole, for a visitor; undefined for another route. */
  built(routeId: string): Promise<string | undefined>;
  /**
   * A page drawn with its data, for a visitor, as a document: the build's shell and the render's markup
   * for its root (`withDocumentRoot`), or undefined where the page is not sent as one, the build has no
   * shell, the render failed, or it wrote a date (written in the server's zone, where the app writes it
   * in the reader's).
   */
  drawn(
    routeId: string,
    address: string,
    read: PageRead,
    locale: string | undefined,
  ): Promise<{ shell: string; html: string } | undefined>;
}

/** The document's shell with `html` as its root's markup. */
export function withDocumentRoot(shell: string, html: string): string {
  // A function, so that `$` in the page's text is taken as it is.
  return shell.replace(SHELL_ROOT, () => `<div id="root" data-document>${html}</div>`);
}

export function visitorDocuments(distDir: string, renderPage: RenderPage): VisitorDocuments {
  let builtDocuments: Promise<Readonly<Record<string, string>>> | undefined;
  let shell: Promise<string | undefined> | undefined;
  const read = (file: string) => readFile(path.join(distDir, file), "utf8");
  return {
    async built(routeId) {
      if (!BUILT.has(routeId)) return undefined;
      builtDocuments ??= read(VISITOR_DOCUMENTS_FILE)
        .then((text) => JSON.parse(text) as Record<string, string>)
        .catch(() => ({}));
      return (await builtDocuments)[routeId];
    },
    async drawn(routeId, address, pageRead, locale) {
      if (!DRAWN_WITH_DATA.has(routeId)) return undefined;
      shell ??= read(DOCUMENT_SHELL_FILE).catch(() => undefined);
      const documentShell = await shell;
      if (!documentShell?.includes(SHELL_ROOT)) return undefined;
      const rendered = await renderPage(address, { reads: [pageRead], locale, asDocument: true });
      if (rendered?.reader !== "") return undefined;
      return { shell: documentShell, html: rendered.html };
    },
  };
}

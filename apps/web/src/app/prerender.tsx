import { documentTitle, PAGES_SERVED_AS_DOCUMENTS, ROUTES } from "@hatchery/shared";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from "react-router";
import { answerReadsWith } from "@/lib/api-client";
import { readerOfThisRender } from "@/lib/reader-of-this-render";
import { setReaderTimeZone } from "@/lib/reader-time-zone";
import { renderAs, renderWroteDates, stopRenderingAs } from "@/lib/rendered-as";
import { readDocumentFirstData } from "./document-first-data";
import { readFirstData } from "./first-data";
import { RootHydrateFallback } from "./layouts/root-layout";
import { PRERENDERED_ROUTE_IDS } from "./page-modules";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createRoutes, type RouteHandle } from "./router";

/** What the build writes into index.html for a pre-rendered page. */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
  /**
   * How its dates are written, "en-US UTC Nov 28, 2026, 6:08 PM" (`readerOfThisRender`); "" for a page
   * that writes none.
   */
  reader: string;
  /** When it was rendered (ms since the epoch): its relative times count from then. */
  renderedAt: number;
}

/** What a page is rendered with, besides its address. */
export interface PageRenderOptions {
  /** The reads the page's first render shows (the server embeds the same answers in the page). */
  reads?: readonly PageRead[];
  /**
   * The page is a signed-in person's, their session's read among `reads`: it shows them signed in.
   * Without it, a page with reads is a visitor's and shows no one signed in.
   */
  forThePerson?: boolean;
  /** The reader's language, in which its dates are written; the server's own without it. */
  locale?: string;
  /**
   * The page is sent to a visitor as a document, which no app hydrates (decision 083): it shows no one
   * signed in, and nothing that only a script could make work.
   */
  asDocument?: boolean;
}

/** A read the server made for a page and embeds in it: its address and its answer. */
export interface PageRead {
  address: string;
  answer: unknown;
}

/*
 * One render at a time: a render's reads are answered from `reads` through the API client's one
 * source, which a second render would replace while the first still awaits its data.
 */
let previousRender: Promise<unknown> = Promise.resolve();

/**
 * The page at `address` (a path, and a query where the page reads one), as a first visit shows it:
 * nothing remembered by the browser (see `useHydrating`), and no session but the person's own on their
 * page. Rendered inside the app's frame, at build time for the public content pages, and by the server
 * for a page whose data it read (`reads`): the page's first reads (`readFirstData`) take those answers,
 * as the browser's then take the same answers embedded in the page, so `start-app.tsx` hydrates it with
 * the same tree.
 */
export function prerenderPage(address: string, options: PageRenderOptions = {}): Promise<PrerenderedPage> {
  const render = previousRender.then(() => renderWithReads(address, options));
  previousRender = render.catch(() => undefined);
  return render;
}

async function renderWithReads(
  address: string,
  { reads = [], forThePerson = false, locale, asDocument = false }: PageRenderOptions,
): Promise<PrerenderedPage> {
  const answers = new Map(reads.map((read) => [read.address, read.answer]));
  const stopAnswering = answerReadsWith((path) =>
    answers.has(path) ? { data: answers.get(path) } : undefined,
  );
  const renderedAt = Date.now();
  renderAs({ at: renderedAt, locale });
  try {
    const queryClient = createQueryClient();
    if (reads.length > 0) await readFirstData(queryClient, address, { asThePerson: forThePerson });
    if (asDocument) await readDocumentFirstData(queryClient, address);
    const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
    const context = await query(new Request(new URL(address, "http://localhost")));
    if (context instanceof Response) throw new Error(`${address} answered with a redirect`);
    if (context.statusCode !== 200)
      throw new Error(`${address} rendered with status ${context.statusCode}`, { cause: context.errors });
    const router = createStaticRouter(dataRoutes, context);
    const tree = (
      <StrictMode>
        <AppProviders
          queryClient={queryClient}
          hydrating
          forAVisitor={asDocument || (reads.length > 0 && !forThePerson)}
          asDocument={asDocument}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    );
    const html = asDocument ? await renderWhole(tree) : renderToString(tree);
    const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
    // Only a page that wrote dates needs a browser that writes them alike.
    const reader = renderWroteDates() ? readerOfThisRender() : "";
    return { html, title: handle ? documentTitle(handle.title) : "", reader, renderedAt };
  } finally {
    stopAnswering();
    stopRenderingAs();
    // The session's read set the person's zone for this render alone.
    setReaderTimeZone(undefined);
  }
}

/**
 * The markup of `tree` once every part of it has loaded: a document's sections below the fold, in
 * chunks of their own, which a render for hydration leaves to the browser.
 */
async function renderWhole(tree: ReactNode): Promise<string> {
  // Every part in its place: a larger one would otherwise come after the page, for a script to move.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * Every page of PRERENDERED_ROUTE_IDS, by route id; `asDocuments`: every page of PAGES_SERVED_AS_DOCUMENTS.built,
 * rendered as the documents a visitor is sent.
 */
export async function prerenderPages({ asDocuments = false } = {}): Promise<Record<string, PrerenderedPage>> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const id of asDocuments ? PAGES_SERVED_AS_DOCUMENTS.built : PRERENDERED_ROUTE_IDS) {
    const route = ROUTES.find((candidate) => candidate.id === id);
    if (!route || route.path.includes(":")) throw new Error(`${id} is not a route without parameters`);
    pages[id] = await prerenderPage(route.path, { asDocument: asDocuments });
  }
  return pages;
}

/**
 * The frame every other page starts with (header, a skeleton, footer) while its scripts load, as the
 * browser draws it before the page module arrives; no navigation entry is current. The app renders over
 * it; it is no hydration, since the frame's current entry depends on the address.
 */
export function prerenderShell(): string {
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} hydrating>
        <StaticRouter location="/">
          <RootHydrateFallback />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

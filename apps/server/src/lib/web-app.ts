import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  documentTitle,
  GOOGLE_ANALYTICS_META_NAME,
  matchRoute,
  NOT_FOUND_TITLE,
  PAGES_RENDERED_WITH_DATA,
  type RouteDefinition,
} from "@hatchery/shared";
import type { Handler } from "hono";
import { hasSessionCookie } from "../auth/guards";
import type { AppEnv } from "./context";
import { escapeHtml } from "./html";
import {
  EMBEDDED_READS,
  PAGES_AT_THEIR_OWN_ADDRESS,
  PAGES_NAMED_BY_THEIR_READ,
  READ_AS_THE_READER,
} from "./page-first-reads";
import { CONTENT_HEADS, INDEXED_ONLY_WHEN_PUBLIC, type PageHead, withPageHead } from "./page-head";
import { type PageRead, pageRenderer, type RenderedPage } from "./page-renderer";
import { withChosenTheme } from "./page-theme";
import { CSP_NONCE_PLACEHOLDER } from "./security-headers";
import {
  headerReadsOf,
  type PersonalAnswer,
  type PersonalRead,
  parseJson,
  personalReadsOf,
  readAsThePerson,
  SESSION_ADDRESS,
} from "./signed-in-reads";
import { ASSETS_PREFIX, staticFiles } from "./static-files";
import { visitorDocuments, withDocumentRoot } from "./visitor-documents";

/** The build's map of each route's page files (written by apps/web/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";
/** The build's pre-rendered public pages, by route id (written by apps/web/prerender-pages.ts). */
const PRERENDERED_PAGES_FILE = ".vite/prerendered-pages.json";

/**
 * Pre-rendered pages whose HTML shows one state of the page: another address (a query naming another
 * view) gets the frame instead, which the app draws the page into, so the first paint never shows a
 * view the page then swaps for another (a layout shift). `/auth` is pre-rendered as the sign-in form
 * with no link error (apps/web/src/features/auth/pages/auth-page.tsx).
 */
const PRERENDERED_ONLY_WHEN: Readonly<Record<string, (query: URLSearchParams) => boolean>> = {
  auth: (query) =>
    (query.get("view") ?? "sign-in") === "sign-in" && !/[?&]error=/.test(query.get("redirect") ?? ""),
};

/**
 * Pages the server renders for a visitor with their read's answer (lib/page-renderer.ts): drawn by the
 * app from that answer, their largest paint (the description) waited for the app's scripts and the
 * answer; rendered here, it comes with the document, and the app hydrates it (decision 072). A person
 * signed in gets the frame: their page shows what they may do, which a visitor's render does not.
 */
const RENDERED_WITH_THEIR_READ = new Set<string>(PAGES_RENDERED_WITH_DATA.forAVisitor);

/**
 * Signed-in pages the server renders for the person with the reads it embeds for them (their session
 * and the page's first reads, lib/signed-in-reads.ts), when every one of those came in time: their
 * largest paint then comes with the document (decision 072, "Signed-in pages drawn for the person").
 * Never kept: each shows one person what they may see and do. Only the addresses whose reads the
 * server makes: a post's or a thread's own (`?post=`, `?thread=`) open what it does not read.
 */
const RENDERED_FOR_THE_PERSON: Readonly<
  Record<(typeof PAGES_RENDERED_WITH_DATA.forThePerson)[number], (query: URLSearchParams) => boolean>
> = {
  feed: (query) => [...query.keys()].every((name) => name === "mode"),
  dashboard: () => true,
  "team-communication": (query) => [...query.keys()].every((name) => name === "channel"),
};

function isRenderedForThePerson(routeId: string, query: URLSearchParams): boolean {
  const rendered = Object.entries(RENDERED_FOR_THE_PERSON).find(([id]) => id === routeId)?.[1];
  return rendered?.(query) === true;
}

/** The root element as index.html has it, holding the frame (apps/web/prerender-pages.ts). */
const FRAME_ROOT = '<div id="root">';

/**
 * The page with the render as #root's markup, marked as rendered with its data (`data-rendered-with-data`,
 * apps/web/src/app/start-app.tsx), for whom, in which language and time zone and when: the browser
 * hydrates it only where it would write the same dates. The root is the body's last element: what
 * follows it is the body's end.
 */
function withRenderedRoot(
  page: string,
  { html, reader, renderedAt }: RenderedPage,
  forThePerson: boolean,
): string {
  const start = page.indexOf(FRAME_ROOT);
  const end = page.lastIndexOf("</body>");
  if (start < 0 || end < start) return page;
  const attributes = [
    "data-prerendered",
    "data-rendered-with-data",
    ...(forThePerson ? ["data-rendered-for-the-person"] : []),
    // Only a page that writes dates says how (apps/web/src/app/prerender.tsx).
    ...(reader ? [`data-reader="${escapeHtml(reader)}"`] : []),
    `data-rendered-at="${renderedAt}"`,
  ];
  return `${page.slice(0, start)}<div id="root" ${attributes.join(" ")}>${html}</div>\n${page.slice(end)}`;
}

/**
 * The language the request asks for first (`Accept-Language`), in which a rendered page writes its dates
 * as the browser would (its `navigator.language`); none for a wildcard or a malformed tag.
 */
export function firstLanguageOf(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  return first && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(first) ? first : undefined;
}

/** A page whose markup came with the document: pre-rendered by the build or rendered here with its data. */
const DRAWN_ROOT = '<div id="root" data-prerendered';

/**
 * The last element of a page that came drawn: a script, so the parser waits for the stylesheet before it
 * ends the document (a script after a stylesheet waits for it). When the stylesheet arrived after the
 * document's last bytes, as on a signed-in page the server takes longer to write than to send the
 * stylesheet, Chromium styled and laid out the whole page without it as the document ended, then again
 * with it: a task of 5–8 ms of CPU whose work was all thrown away (decision 080). The body is parsed
 * before the wait, and such a page's scripts start after its first paint, which needs the stylesheet in
 * any case (the entry's loader, apps/web/prerender-pages.ts). A page drawn by its scripts does not wait:
 * its entry starts as the document ends.
 */
function stylesheetWait(nonce: string): string {
  return `<script nonce="${nonce}">/* after the stylesheet */</script>`;
}

/** `elements` at the end of the body (the last `</body>`: nothing the page shows can end it early). */
function beforeBodyEnd(page: string, elements: string): string {
  const end = page.lastIndexOf("</body>");
  return end < 0 ? page : `${page.slice(0, end)}${elements}${page.slice(end)}`;
}

const GOOGLE_ANALYTICS_MARKER = `<meta name="${GOOGLE_ANALYTICS_META_NAME}" content="on">`;

/**
 * Marks the elements the web app takes embedded answers from, each by its `data-address` (the same name
 * in apps/web/src/lib/api-client.ts). An attribute, not an id: a signed-in page carries several.
 */
const EMBEDDED_ANSWER_ATTRIBUTE = "data-embedded-answer";

/** An answer as a data element for the end of the body. A data element runs nothing, so it needs no nonce. */
function embeddedAnswerElement({ address, text }: PersonalAnswer): string {
  return `<script type="application/json" ${EMBEDDED_ANSWER_ATTRIBUTE} data-address="${escapeHtml(address)}">${jsonForScriptElement(text)}</script>`;
}

/*
 * How long a signed-in page waits for the reads it makes as the person. They save the page the
 * session's round trip and then its data's, each after the entry has loaded and run; the reads take a
 * few milliseconds each (decision 069, "Signed-in pages start with their data"). One that takes
 * longer than a round trip on a mobile network is left to the page.
 */
const PERSONAL_READS_WAIT_MS = 150;

/** A page with a person's data in it is theirs alone: no shared cache keeps it, and the browser asks again. */
const PERSONAL_PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * JSON as the text of a script element: `<`, `>` and `&` only occur inside JSON strings, where their
 * escapes mean the same, so no `</script>` or comment opener in the data can end the element.
 */
export function jsonForScriptElement(json: string): string {
  return json.replaceAll("<", "\\u003c").replaceAll(">", "\\u003e").replaceAll("&", "\\u0026");
}

export interface WebAppOptions {
  /** Answers an API request as the app does (`app.request`), for the embedded first reads. */
  readApi?: (address: string, cookie?: string) => Promise<Response>;
  /**
   * Route ids this installation does not offer (the development mailbox where mail is really sent):
   * their paths answer as unknown ones, 404 with the not-found page.
   */
  unofferedRouteIds?: readonly string[];
  /** Google Analytics is configured: pages say so, and only then does the web app ask for its script. */
  googleAnalytics?: boolean;
  /** The site's address (PUBLIC_URL), for the pages' canonical links; the request's origin without it. */
  publicUrl?: string;
  /**
   * The realtime event log's horizon now (lib/realtime/event-log.ts): a signed-in page's first event
   * stream resumes from it, so it replays what changed after the page was sent instead of the page
   * reading all its data again once the stream is live (issue 29, docs/decisions/069-first-view-bytes.md).
   */
  eventHorizon?: () => Promise<number>;
  /** How long a signed-in page waits for the reads it embeds (`PERSONAL_READS_WAIT_MS`); tests shorten it. */
  personalReadsWaitMs?: number;
  /** Told of a page the server failed to render with its data (it was sent with the frame instead). */
  onRenderError?: (error: unknown, address: string) => void;
}

/**
 * The meta element naming the route's page files, which the page's entry loader (apps/web/prerender-pages.ts)
 * preloads with the entry, after the first paint.
 */
export const ROUTE_PRELOADS_META = "hatchery-route-preloads";

/** The meta element naming where a signed-in page's first event stream resumes (its Last-Event-ID). */
export const EVENTS_FROM_META = "hatchery-events-from";

const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/**
 * The page's own title in place of the build's "Hatchery", so the tab names the page from the first
 * paint rather than once the page's scripts have run. Pre-rendered pages already carry theirs.
 */
function withTitle(html: string, pageTitle: string): string {
  return html.replace(TITLE_ELEMENT, `<title>${escapeHtml(documentTitle(pageTitle))}</title>`);
}

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hatchery</title></head>
<body>
<main>
<h1>The Hatchery web app is not built yet</h1>
<p>Run <code>npm run build</code> in the Hatchery folder, then reload this page.</p>
</main>
</body>
</html>
`;

/**
 * Serves the built single-page app: static files, then index.html for every
 * other path — 200 for a route of the product, 404 for anything else (the page
 * then shows its not-found screen). index.html is read once and gets the
 * request's CSP nonce each time.
 */
export function webAppHandler(
  distDir: string,
  {
    readApi,
    unofferedRouteIds = [],
    googleAnalytics = false,
    publicUrl,
    eventHorizon,
    personalReadsWaitMs = PERSONAL_READS_WAIT_MS,
    onRenderError,
  }: WebAppOptions = {},
): Handler<AppEnv> {
  const root = path.resolve(distDir);
  const renderPage = pageRenderer(root, { onError: onRenderError });
  const documents = visitorDocuments(root, renderPage, readApi);
  let indexHtml: string | undefined;
  let routePreloads: Promise<Readonly<Record<string, readonly string[]>>> | undefined;
  let prerenderedPages: Promise<Readonly<Record<string, string>>> | undefined;
  const pagesByRoute = new Map<string, string>();
  const serveStaticFile = staticFiles(root);

  async function readIndexHtml(): Promise<string | undefined> {
    // Not cached while missing, so building the web app does not need a restart.
    indexHtml ??= await readFile(path.join(root, "index.html"), "utf8").catch(() => undefined);
    return indexHtml;
  }

  async function readJson<T>(file: string, fallback: T): Promise<T> {
    return readFile(path.join(root, file), "utf8")
      .then((text) => JSON.parse(text) as T)
      .catch(() => fallback);
  }

  /**
   * The route's page: its pre-rendered HTML when the build made one (the public content pages), else
   * index.html; naming the route's page chunk and its imports (the build's .vite/route-preloads.json,
   * apps/web/route-preloads.ts) in a meta element, from which the entry's loader preloads them beside the
   * entry instead of after it has run. Not as preload links: those would download before the first
   * paint, which needs none of them (decision 071, second round). A build without the map gets the page
   * as it is. A visitor gets a page the build renders whole as the build's document of it, if any, which
   * names no page files: it runs no app (lib/visitor-documents.ts).
   */
  async function pageFor(
    shell: string,
    route: RouteDefinition | undefined,
    query: URLSearchParams,
    forAVisitor: boolean,
  ): Promise<string> {
    if (!route) return withTitle(shell, NOT_FOUND_TITLE);
    const routeId = route.id;
    const document = forAVisitor ? await documents.built(routeId, query) : undefined;
    if (document) return document;
    const prerenderable = PRERENDERED_ONLY_WHEN[routeId]?.(query) ?? true;
    const key = prerenderable ? routeId : `${routeId} (frame)`;
    const known = pagesByRoute.get(key);
    if (known) return known;
    prerenderedPages ??= readJson(PRERENDERED_PAGES_FILE, {});
    const prerendered = prerenderable ? (await prerenderedPages)[routeId] : undefined;
    const html = prerendered ?? withTitle(shell, route.title);
    routePreloads ??= readJson(ROUTE_PRELOADS_FILE, {});
    const files = ((await routePreloads)[routeId] ?? []).filter((file) =>
      /^\/assets\/[\w.-]+\.js$/.test(file),
    );
    const meta = files.length > 0 ? `<meta name="${ROUTE_PRELOADS_META}" content="${files.join(" ")}">` : "";
    const page = meta ? html.replace("</head>", `${meta}</head>`) : html;
    pagesByRoute.set(key, page);
    return page;
  }

  /**
   * The page's first read as a visitor gets it (from the public read cache), as a data element for the end
   * of the body, or "" when the route has none, the request carries a session (the page must read as that
   * person) or the read fails (the page then asks itself). A data element runs nothing, so it needs no nonce.
   * For a page named by its read, also whether the read found nothing, and the title of what it found.
   */
  async function firstRead(
    routeId: string | undefined,
    params: Record<string, string>,
    query: URLSearchParams,
    cookie: string | undefined,
  ): Promise<{
    element: string;
    missing: boolean;
    title?: string;
    ownAddress?: string;
    /** The read's answer, its address and its text, which the page's head may take its words from. */
    read?: PageRead;
  }> {
    const none = { element: "", missing: false };
    const read = routeId ? EMBEDDED_READS[routeId] : undefined;
    const titleOf = routeId ? PAGES_NAMED_BY_THEIR_READ[routeId] : undefined;
    const signedIn = hasSessionCookie(cookie);
    const address = read?.(params, query);
    if (!address || !readApi || (signedIn && !titleOf)) return none;
    const asReader = signedIn && routeId !== undefined && READ_AS_THE_READER.has(routeId);
    const response = await readApi(address, asReader ? cookie : undefined).catch(() => undefined);
    if (titleOf && response?.status === 404) return { element: "", missing: true };
    if (response?.status !== 200) return none;
    const text = await response.text();
    let title: string | undefined;
    let ownAddress: string | undefined;
    let made: PageRead | undefined;
    try {
      const answer: unknown = JSON.parse(text);
      made = { address, answer, text };
      title = titleOf?.(answer);
      ownAddress = routeId ? PAGES_AT_THEIR_OWN_ADDRESS[routeId]?.(answer) : undefined;
    } catch {
      title = undefined;
    }
    if (signedIn) return { element: "", missing: false, title, ownAddress, read: made };
    return {
      element: embeddedAnswerElement({ address, text }),
      missing: false,
      title,
      ownAddress,
      read: made,
    };
  }

  /**
   * The title and description of a page about one piece of content, from the page's first read when it
   * made the same one, else from a visitor's read of it; nothing when the content is not public.
   */
  async function contentHead(
    routeId: string,
    params: Record<string, string>,
    made: { address: string; answer: unknown } | undefined,
  ): Promise<Partial<PageHead>> {
    const source = CONTENT_HEADS[routeId];
    if (!source || !readApi) return {};
    const address = source.address(params);
    if (made?.address === address) return source.head(made.answer);
    const response = await readApi(address).catch(() => undefined);
    if (response?.status !== 200) return {};
    const answer: unknown = await response.json().catch(() => undefined);
    return source.head(answer);
  }

  async function headOf(
    route: RouteDefinition,
    params: Record<string, string>,
    read: { title?: string; read?: { address: string; answer: unknown } },
    url: string,
  ): Promise<PageHead & { routeId: string; url: string }> {
    const content = await contentHead(route.id, params, read.read);
    return {
      title: read.title ?? content.title ?? route.title,
      description: content.description,
      noindex: INDEXED_ONLY_WHEN_PUBLIC.has(route.id) && content.title === undefined,
      routeId: route.id,
      url,
    };
  }

  /*
   * Read before anything the page reads: every transaction below the horizon has ended, so the page's
   * reads see it, and a stream resuming from the horizon replays every event above it. A page kept
   * longer (a tab restored) replays more, or gets a reset once the log has dropped them: never a gap.
   */
  async function eventsFrom(cookie: string | undefined): Promise<string> {
    if (!eventHorizon || !hasSessionCookie(cookie)) return "";
    const horizon = await eventHorizon().catch(() => undefined);
    return horizon === undefined ? "" : `<meta name="${EVENTS_FROM_META}" content="${horizon}:">`;
  }

  return async (c) => {
    const pathname = c.req.path;
    const served = await serveStaticFile(c);
    if (served) return served;
    // A missing hashed file is a stale or broken reference, not a page.
    if (pathname.startsWith(ASSETS_PREFIX)) return c.text("Not found", 404);

    const matched = matchRoute(pathname);
    const match = matched && !unofferedRouteIds.includes(matched.route.id) ? matched : undefined;
    const route = match?.route;
    const status = route ? 200 : 404;
    const html = await readIndexHtml();
    const cookie = c.req.header("cookie");
    const signedIn = hasSessionCookie(cookie);
    // A signed-in page may carry the person's answers, the events point and a title read as them.
    c.header("Cache-Control", signedIn ? PERSONAL_PAGE_CACHE_CONTROL : "no-cache");
    if (html === undefined) return c.html(NOT_BUILT_HTML, status === 200 ? 503 : 404);
    const requestUrl = new URL(c.req.url);
    const query = requestUrl.searchParams;
    // The request's nonce, the person's theme and whether Google Analytics is configured.
    const forThisRequest = (shell: string) => {
      const page = withChosenTheme(c, shell.replaceAll(CSP_NONCE_PLACEHOLDER, c.get("cspNonce")()));
      return googleAnalytics ? page.replace("</head>", `${GOOGLE_ANALYTICS_MARKER}</head>`) : page;
    };
    const page = forThisRequest(await pageFor(html, route, query, !signedIn));
    if (c.req.method === "HEAD") return c.html(page, status);
    const params = match?.params ?? {};
    // The horizon first: every read below must see what the stream will not replay.
    const resumeMeta = await eventsFrom(cookie);
    const asThePerson = (reads: readonly PersonalRead[]) =>
      route && signedIn && cookie !== undefined && readApi
        ? readAsThePerson(readApi, reads, cookie, personalReadsWaitMs)
        : { answers: [], setCookies: [], complete: false };
    const [read, personal, header] = await Promise.all([
      firstRead(route?.id, params, query, cookie),
      asThePerson(route ? personalReadsOf(route, params, query) : []),
      // Embedded whichever came in time; the page is drawn whether or not they did.
      asThePerson(route ? headerReadsOf(route) : []),
    ]);
    for (const line of new Set([...personal.setCookies, ...header.setCookies])) {
      c.header("Set-Cookie", line, { append: true });
    }
    if (read.missing) return c.html(withTitle(page, NOT_FOUND_TITLE), 404);
    if (read.ownAddress !== undefined && read.ownAddress !== pathname.replace(/\/$/, "")) {
      return c.redirect(`${read.ownAddress}${requestUrl.search}`, 301);
    }
    // Every route has one address: the canonical link is the path without its query or a trailing slash.
    const url = new URL(pathname.replace(/(.)\/$/, "$1"), publicUrl ?? requestUrl.origin).href;
    const address = `${pathname}${requestUrl.search}`;
    const locale = firstLanguageOf(c.req.header("accept-language"));
    // A visitor's page drawn with its data goes as a document where it can (decision 083).
    const document =
      route && !signedIn && read.read
        ? await documents.drawn(route.id, address, { params, query }, read.read, locale)
        : undefined;
    if (route && document) {
      const head = await headOf(route, params, read, url);
      // The render last, as below.
      return c.html(
        withDocumentRoot(withPageHead(forThisRequest(document.shell), head), document.html),
        status,
      );
    }
    const headed = resumeMeta ? page.replace("</head>", `${resumeMeta}</head>`) : page;
    const titled = route ? withPageHead(headed, await headOf(route, params, read, url)) : headed;
    // Last: nothing the page shows (what people wrote) is in the page while the steps above edit it.
    // Every read the person's page makes first, when all came in time: only then is it drawn for them.
    const personalReads =
      route !== undefined && isRenderedForThePerson(route.id, query) && personal.complete
        ? personal.answers.map(pageReadOf)
        : [];
    const forThePerson = hasLiveSession(personalReads);
    const rendered =
      route && RENDERED_WITH_THEIR_READ.has(route.id) && read.element && read.read
        ? await renderPage(address, { reads: [read.read], locale })
        : forThePerson
          ? await renderPage(address, { reads: personalReads, forThePerson, locale })
          : undefined;
    const body = rendered === undefined ? titled : withRenderedRoot(titled, rendered, forThePerson);
    const elements =
      read.element +
      [...personal.answers, ...header.answers].map(embeddedAnswerElement).join("") +
      (body.includes(DRAWN_ROOT) ? stylesheetWait(c.get("cspNonce")()) : "");
    return c.html(elements ? beforeBodyEnd(body, elements) : body, status);
  };
}

/** A person's answer as a read to render with. */
function pageReadOf({ address, text }: PersonalAnswer): PageRead {
  return { address, answer: parseJson(text), text };
}

/**
 * Whether the reads hold a live session: the session's read answers a lapsed one with null, and its
 * page then goes to sign-in.
 */
function hasLiveSession(reads: readonly PageRead[]): boolean {
  const session = reads.find((read) => read.address === SESSION_ADDRESS);
  return session !== undefined && session.answer !== null && session.answer !== undefined;
}

import {
  accountEndpoints,
  chatEndpoints,
  dashboardEndpoints,
  directMessageEndpoints,
  endpointUrl,
  feedEndpoints,
  notificationEndpoints,
  openChannelOf,
  type RouteDefinition,
  teamEndpoints,
} from "@hatchery/shared";

/**
 * A read the server makes as the signed-in person for their page, and the read it leads to once
 * answered: a channel's messages, once the channels have said which one the page opens.
 */
export interface PersonalRead {
  address: string;
  leadsTo?: (answer: unknown) => PersonalRead | undefined;
}

/** The session's read, which the web app makes first on every page (apps/web/src/lib/auth/session.ts). */
export const SESSION_ADDRESS = endpointUrl(accountEndpoints.me);

/**
 * The reads a signed-in page makes before it can paint its content, by route id, each at the address
 * the page asks for (the same endpoint, params and query): the page takes an answer only for its exact
 * address. Only pages whose largest paint waits for their data (decision 069, "Signed-in pages start
 * with their data"); the header's own reads (HEADER_READS) are embedded apart and hold back nothing.
 */
const SIGNED_IN_PAGE_READS: Readonly<
  Record<string, (params: Record<string, string>, query: URLSearchParams) => readonly PersonalRead[]>
> = {
  // The first page of the feed in the address's order (features/feeds/pages/feed-page.tsx `readMode`).
  feed: (_params, query) => [
    {
      address: endpointUrl(feedEndpoints.home, undefined, {
        mode: query.get("mode") === "top" ? "top" : "latest",
      }),
    },
  ],
  // The checklist leads the page; the areas' cards mount after it, below the fold on a phone.
  dashboard: () => [{ address: endpointUrl(dashboardEndpoints.checklist) }],
  /*
   * The team's read (its name above the channels), then the workspace's channels, then the open
   * channel's first page of messages (its largest paint), one after the other, so what the page gets is
   * always a beginning of the chain: the workspace never shows before the name that sits above it and
   * would move it on arriving.
   */
  "team-communication": (params, query) => [
    {
      address: endpointUrl(teamEndpoints.detail, params),
      leadsTo: () => ({
        address: endpointUrl(chatEndpoints.teamChannels, params),
        leadsTo: (answer) => openChannelHistory(answer, query.get("channel")),
      }),
    },
  ],
};

/**
 * The reads the header's signed-in parts make on every signed-in page once their chunks arrive
 * (app/layouts: the team menu, the messages link, the chat button and the notification bell). They
 * are embedded with the person's page and never wait for it: a read that is late is left to the header,
 * which asks for it itself. Each part then starts with its answer, and the first view makes no request
 * for them: started together, their requests had been one long task of the first view (decision 075).
 */
const HEADER_READS: readonly PersonalRead[] = [
  { address: endpointUrl(dashboardEndpoints.teams) },
  { address: endpointUrl(directMessageEndpoints.conversations) },
  { address: endpointUrl(chatEndpoints.unread) },
  { address: endpointUrl(notificationEndpoints.unreadCount) },
];

/** What the server reads as the person for the header of a signed-in page: none on a public page. */
export function headerReadsOf(route: RouteDefinition): readonly PersonalRead[] {
  return route.access.kind === "public" ? [] : HEADER_READS;
}

/**
 * What the server reads as the person for a page: the session on every page that needs one (its
 * guard and header wait for it), then the page's own first reads. A public page reads nothing as the
 * person: its content does not wait for the session.
 */
export function personalReadsOf(
  route: RouteDefinition,
  params: Record<string, string>,
  query: URLSearchParams,
): readonly PersonalRead[] {
  if (route.access.kind === "public") return [];
  return [{ address: SESSION_ADDRESS }, ...(SIGNED_IN_PAGE_READS[route.id]?.(params, query) ?? [])];
}

/**
 * The address of the open channel's first page of messages, as the chat workspace asks for it
 * (`openChannelOf`, the workspace's own rule).
 */
function openChannelHistory(answer: unknown, named: string | null): PersonalRead | undefined {
  const channels =
    isRecord(answer) && Array.isArray(answer.channels) ? answer.channels.filter(isChannel) : [];
  const open = openChannelOf(channels, named);
  return open ? { address: endpointUrl(chatEndpoints.history, { id: open.id }) } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isChannel(value: unknown): value is { id: string; isGeneral: boolean } {
  return isRecord(value) && typeof value.id === "string" && typeof value.isGeneral === "boolean";
}

/** An answer read as the person: its address and its JSON as sent. */
export interface PersonalAnswer {
  address: string;
  text: string;
}

/**
 * Reads `reads` with the request's own cookie, all at once (what a read leads to as soon as its answer
 * is in), and keeps the 200 answers that came within `waitMs` of the start: a slower read is left to the
 * page, which asks for it itself, so no read holds the page back longer than the round trips it saves.
 * Also the cookies the reads set (a session renewed on use), which the page's answer must carry as the
 * reads' own answers would have, and whether every read came in time and found its answer
 * (`complete`), as the page's own reads would.
 */
export async function readAsThePerson(
  readApi: (address: string, cookie?: string) => Promise<Response>,
  reads: readonly PersonalRead[],
  cookie: string,
  waitMs: number,
): Promise<{ answers: PersonalAnswer[]; setCookies: string[]; complete: boolean }> {
  if (reads.length === 0) return { answers: [], setCookies: [], complete: true };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  const setCookies = new Set<string>();
  let complete = true;
  const answerOf = async (address: string): Promise<PersonalAnswer | undefined> => {
    const response = await readApi(address, cookie).catch(() => undefined);
    if (!response) return undefined;
    for (const line of response.headers.getSetCookie()) setCookies.add(line);
    if (response.status !== 200) return undefined;
    return { address, text: await response.text() };
  };
  const follow = async (read: PersonalRead): Promise<PersonalAnswer[]> => {
    const answer = await Promise.race([answerOf(read.address), late]);
    if (!answer) {
      complete = false;
      return [];
    }
    const next = read.leadsTo?.(parseJson(answer.text));
    return next ? [answer, ...(await follow(next))] : [answer];
  };
  try {
    const answers = (await Promise.all(reads.map(follow))).flat();
    return { answers, setCookies: [...setCookies], complete };
  } finally {
    clearTimeout(timer);
  }
}

/** The answer a read sent, or undefined where it is no JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Every route of the product (SPEC §2), shared by the web router and the server.
 * The server answers 200 for a path that matches one of these and 404 otherwise;
 * the web router registers exactly these, lazily loaded by `id`.
 */

export const PRODUCT_NAME = "Hatchery";
/** The SPEC's `/who-is-{product}-for` route, spelled for this product. */
export const PRODUCT_SLUG = "hatchery";

/** The development mailbox's page, offered only where mail is kept rather than sent. */
export const DEV_MAILBOX_ROUTE_ID = "dev-mailbox";

/** The title of the page shown for an address that is no route of the product. */
export const NOT_FOUND_TITLE = "Page not found";

/**
 * "About · Hatchery": the page's own title first, so tabs and history stay distinguishable. The server
 * writes it into the HTML it sends for a route and the web app keeps it as the person moves on.
 */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${PRODUCT_NAME}`;
}

/** The roles a route can require; "advisor" is also satisfied by a coach (SPEC §6). */
export type RequiredRole = "advisor" | "admin";

/**
 * Who may open a route. `verifiedEmail` additionally requires a confirmed email address (SPEC §6); the
 * browser shows 'Email Verification Required' instead of the page, and the server refuses the same calls.
 */
export type RouteAccess =
  | { kind: "public" }
  | { kind: "signed-in"; verifiedEmail?: boolean }
  | {
      kind: "role";
      role: RequiredRole;
      verifiedEmail?: boolean;
      /** Administrators may open it too: they manage what has no owner, such as the demo incubators. */
      adminsToo?: boolean;
    };

export interface RouteDefinition {
  /** Stable name used by the web router to pick the page module. */
  id: string;
  /** React Router style pattern: static segments and `:param` segments. */
  path: string;
  access: RouteAccess;
  /** Listed in /sitemap and /sitemap.xml (public pages with no parameter). */
  inSitemap: boolean;
  /** Human title, used by the HTML sitemap and document titles. */
  title: string;
}

const publicRoute = (id: string, path: string, title: string, inSitemap = !path.includes(":")) =>
  ({ id, path, title, access: { kind: "public" }, inSitemap }) satisfies RouteDefinition;
/*
 * Which routes need a verified email. Paying (/subscription…) and acting with authority over other people
 * (creating or editing an incubator, administration) require an address known to reach its owner: receipts,
 * member notices and account recovery go there, and an unverified address may belong to someone else.
 * Every other guarded route only needs a session, so a new member can look around before confirming.
 */
const signedInRoute = (id: string, path: string, title: string, verifiedEmail = false) =>
  ({
    id,
    path,
    title,
    access: { kind: "signed-in", verifiedEmail },
    inSitemap: false,
  }) satisfies RouteDefinition;
const roleRoute = (id: string, path: string, title: string, role: RequiredRole, adminsToo = false) =>
  ({
    id,
    path,
    title,
    access: { kind: "role", role, verifiedEmail: true, ...(adminsToo ? { adminsToo } : {}) },
    inSitemap: false,
  }) satisfies RouteDefinition;
const ADMINS_TOO = true;
const VERIFIED_EMAIL = true;

/**
 * Order matters only for readability: matching prefers static segments over
 * parameters (so `/teams/create` is never read as the team slug "create").
 */
export const ROUTES: readonly RouteDefinition[] = [
  publicRoute("home", "/", "Home"),
  publicRoute("auth", "/auth", "Sign in", false),
  publicRoute("auth-reset-password", "/auth/reset-password", "Reset your password", false),
  publicRoute("about", "/about", "About"),
  publicRoute("teams", "/teams", "Teams"),
  publicRoute("team", "/teams/:slug", "Team"),
  publicRoute("projects", "/projects", "Projects"),
  publicRoute("project", "/projects/:slug", "Project"),
  publicRoute("incubators", "/incubators", "Incubators"),
  publicRoute("incubator", "/incubators/:slug", "Incubator"),
  /* Incubator classrooms (decision 039): a course and its lessons, as the course's visibility allows. */
  publicRoute("incubator-course", "/incubators/:slug/courses/:course", "Course"),
  publicRoute("incubator-lesson", "/incubators/:slug/courses/:course/lessons/:lesson", "Lesson"),
  publicRoute("library", "/library", "Library"),
  publicRoute("library-tech-roles", "/library/tech-roles", "Tech roles"),
  publicRoute("library-sales-lifecycle", "/library/sales-lifecycle", "The sales lifecycle"),
  publicRoute("library-software-lifecycle", "/library/software-lifecycle", "The software lifecycle"),
  publicRoute("library-product", "/library/product", "Product management"),
  /*
   * A person's bookmarks (decision 040, beyond SPEC §2): the account's when signed in, this browser's
   * for a visitor, with an offer to sign in to keep them. Personal, so not in the sitemaps.
   */
  publicRoute("library-bookmarks", "/library/bookmarks", "Your bookmarks", false),
  /* An article; the sections' static paths above are matched first. */
  publicRoute("library-article", "/library/:section/:slug", "Library article"),
  publicRoute("assessment", "/assessment", "Career assessment"),
  publicRoute("who-is-this-for", "/who-is-this-for", "Who is this for?"),
  publicRoute("who-is-product-for", `/who-is-${PRODUCT_SLUG}-for`, `Who is ${PRODUCT_NAME} for?`),
  publicRoute("faq", "/faq", "Frequently asked questions"),
  publicRoute("terms", "/terms", "Terms of service"),
  publicRoute("privacy", "/privacy", "Privacy policy"),
  publicRoute("games", "/games", "Career games"),
  publicRoute("games-memory", "/games/memory", "Memory game"),
  publicRoute("games-interview", "/games/interview", "Interview practice"),
  publicRoute("games-career", "/games/career", "Career game"),
  publicRoute("games-tmay-tutor", "/games/tmay-tutor", "Tell-me-about-yourself tutor"),
  publicRoute("documentation", "/documentation", "Documentation"),
  publicRoute("advisors", "/advisors", "Advisors"),
  publicRoute("advisor", "/advisors/:slug", "Advisor"),
  publicRoute("coach", "/coaches/:slug", "Coach"),
  /*
   * A person's profile (decision 063, beyond SPEC §2): for the people who share an incubator with them,
   * or everyone when they chose so. Public ones join the sitemaps through the server's own source.
   */
  publicRoute("person", "/people/:handle", "Profile", false),
  publicRoute("sitemap", "/sitemap", "Sitemap"),
  publicRoute("linkedin-callback", "/linkedin-callback", "LinkedIn sign-in", false),
  publicRoute("auth-linkedin-callback", "/auth/linkedin/callback", "LinkedIn sign-in", false),
  publicRoute(
    "auth-linkedin-resume-callback",
    "/auth/linkedin/resume/callback",
    "LinkedIn profile import",
    false,
  ),
  publicRoute("position-invite", "/position-invite/:token", "Position invitation"),
  /* Mail kept by a development server (no SMTP configured); elsewhere the page is the not-found page. */
  publicRoute(DEV_MAILBOX_ROUTE_ID, "/dev/mailbox", "Development mailbox", false),
  /* The 'Contact Support' link of the Subscription Confirmed dialog (SPEC §2). */
  publicRoute("support", "/support", "Contact support"),
  /* The first administrator's one-time link (decision 052, beyond SPEC §2); a secret, never in the sitemaps. */
  publicRoute("setup", "/setup/:token", "Set up Hatchery", false),

  signedInRoute("dashboard", "/dashboard", "Dashboard"),
  signedInRoute("profile", "/profile", "Your profile"),
  /* An advisor's or coach's mentor profile (decision 051); without the role the page says how to ask. */
  signedInRoute("profile-mentor", "/profile/mentor", "Your mentor profile"),
  signedInRoute("notifications", "/notifications", "Notifications"),
  signedInRoute("team-create", "/teams/create", "Create a team"),
  signedInRoute("team-edit", "/teams/:slug/edit", "Edit team"),
  signedInRoute("team-feed", "/teams/:slug/feed", "Team feed"),
  signedInRoute("team-communication", "/teams/:slug/communication", "Team communication"),
  signedInRoute("project-create", "/projects/create", "Create a project"),
  signedInRoute("project-edit", "/projects/:slug/edit", "Edit project"),
  signedInRoute("incubator-feed", "/incubators/:slug/feed", "Incubator feed"),
  signedInRoute("incubator-positions", "/incubators/:slug/positions", "Incubator positions"),
  // Business funding (decision 059): the incubator's calls are public, the rest needs a session.
  publicRoute("incubator-funding", "/incubators/:slug/funding", "Funding calls"),
  signedInRoute("incubator-funding-new", "/incubators/:slug/funding/new", "New funding call", VERIFIED_EMAIL),
  signedInRoute("funding", "/funding", "Funding"),
  publicRoute("funding-call", "/funding/calls/:callId", "Funding call"),
  signedInRoute("funding-call-edit", "/funding/calls/:callId/edit", "Edit funding call", VERIFIED_EMAIL),
  signedInRoute("funding-application", "/funding/applications/:applicationId", "Funding application"),
  signedInRoute("incubator-communication", "/incubators/:slug/communication", "Incubator communication"),
  signedInRoute("incubator-course-edit", "/incubators/:slug/courses/:course/edit", "Edit course"),
  signedInRoute(
    "incubator-lesson-edit",
    "/incubators/:slug/courses/:course/lessons/:lesson/edit",
    "Edit lesson",
  ),
  signedInRoute("feed", "/feed", "Feed"),
  // Direct messages (decision 064), an extension of SPEC §2's signed-in routes.
  signedInRoute("messages", "/messages", "Messages"),
  signedInRoute("conversation", "/messages/:conversationId", "Conversation"),
  /* SPEC §2 allows the interview history and results screens; decision 045 gives them these paths. */
  signedInRoute("games-interview-history", "/games/interview/history", "Interview practice history"),
  signedInRoute("games-interview-results", "/games/interview/results/:id", "Interview practice results"),
  /* Mentoring (decision 051, beyond SPEC §2): both sides' sessions. */
  signedInRoute("mentoring-sessions", "/mentoring/sessions", "Mentoring sessions"),
  /* Funding review and awards (decision 059, beyond SPEC §2); the owner's pages check ownership. */
  signedInRoute("funding-reviews", "/funding/reviews", "Funding reviews"),
  signedInRoute("funding-call-applications", "/funding/calls/:callId/applications", "Funding applications"),
  signedInRoute("funding-call-report", "/funding/calls/:callId/report", "Funding report"),
  /* Points and levels (decision 052, beyond SPEC §2): levels, leaderboards and the person's points log. */
  signedInRoute("points", "/points", "Points and levels"),
  /* An incubator owner's moderation queue and analytics (decision 052); the page checks ownership. */
  signedInRoute("incubator-moderation", "/incubators/:slug/moderation", "Incubator moderation"),
  signedInRoute("incubator-analytics", "/incubators/:slug/analytics", "Incubator analytics"),
  signedInRoute("subscription", "/subscription", "Subscription", VERIFIED_EMAIL),
  signedInRoute("subscription-success", "/subscription/success", "Subscription confirmed", VERIFIED_EMAIL),
  /* The built-in payment page (test mode) that POST /api/subscriptions answers with by default. */
  signedInRoute("checkout", "/checkout/:id", "Checkout", VERIFIED_EMAIL),

  /* SPEC §6 gives creating and editing to the advisor role; administrators too (decision 054 for creating). */
  roleRoute("incubator-create", "/incubators/create", "Create an incubator", "advisor", ADMINS_TOO),
  roleRoute("incubator-edit", "/incubators/:slug/edit", "Edit incubator", "advisor", ADMINS_TOO),
  roleRoute("admin", "/admin", "Administration", "admin"),
  /* The administration's sections (decision 052, beyond SPEC §2), each guarded by the admin role. */
  roleRoute("admin-users", "/admin/users", "Users", "admin"),
  roleRoute("admin-user", "/admin/users/:id", "User", "admin"),
  roleRoute("admin-incubators", "/admin/incubators", "Incubators", "admin"),
  roleRoute("admin-subscriptions", "/admin/subscriptions", "Subscriptions", "admin"),
  roleRoute("admin-moderation", "/admin/moderation", "Moderation", "admin"),
  roleRoute("admin-analytics", "/admin/analytics", "Analytics", "admin"),
  roleRoute("admin-jobs", "/admin/jobs", "Jobs", "admin"),
  roleRoute("admin-audit", "/admin/audit", "Audit log", "admin"),
  /* What mentees share with a mentor (decision 051, beyond SPEC §2): the advisor check takes coaches too. */
  roleRoute("mentoring-shared", "/mentoring/shared", "Shared with me", "advisor"),
  /* A mentor's weekly hours and booking rules (decision 051): advisors and coaches. */
  roleRoute("mentor-availability", "/profile/mentor/availability", "Your availability", "advisor"),
];

/** Paths served outside the route table: the XML sitemap is a document, not a page. */
export const SITEMAP_XML_PATH = "/sitemap.xml";

/**
 * An invite link's path in the web app (the route `position-invite`); the token is shown only in the
 * answer that created it. Here, beside the route table, rather than with the invite schemas, so the
 * pages that resume an invite after sign-in do not load the schema library for it.
 */
export function positionInvitePath(token: string): string {
  return `/position-invite/${token}`;
}

function splitPath(path: string): string[] {
  return path.split("/").filter(Boolean);
}

const compiled = ROUTES.map((route) => ({ route, segments: splitPath(route.path) }));

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/**
 * Finds the route a pathname belongs to. A trailing slash is tolerated; a
 * static segment beats a parameter at the same position.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  // Split first, then decode each segment, as the browser's router does: an encoded slash (%2F) stays
  // inside its segment instead of adding one.
  let parts: string[];
  try {
    parts = splitPath(pathname).map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
  let best: { match: RouteMatch; score: number } | undefined;
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let matches = true;
    for (const [index, segment] of segments.entries()) {
      const part = parts[index] as string;
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = part;
      } else if (segment === part) {
        score += 1;
      } else {
        matches = false;
        break;
      }
    }
    if (matches && (!best || score > best.score)) best = { match: { route, params }, score };
  }
  return best?.match;
}

export const SITEMAP_ROUTES = ROUTES.filter((route) => route.inSitemap);

/**
 * Pages the server renders with their data rather than sending the frame (decision 072): a visitor's
 * page drawn with the public read it embeds, and a signed-in person's with the reads it makes as them.
 * The web build names the module that hydrates them among these routes' page files.
 */
export const PAGES_RENDERED_WITH_DATA = {
  forAVisitor: ["incubator", "team", "project"],
  forThePerson: ["feed", "dashboard", "team-communication"],
} as const satisfies Record<string, readonly string[]>;

/**
 * Pages a visitor is sent as documents (decision 083), which show a visitor nothing a script must draw
 * or answer (their links load the next page, the header's menu is a popover, the questions of the FAQ
 * are details elements). Sent without the app, they run one small script (apps/web/src/document.ts);
 * someone signed in gets the app. `built`: pages the build renders whole; `drawnWithData`: pages the
 * server renders with their first read, sent as documents when every date they write is marked for the
 * document's script to write again in the reader's zone, which only the browser knows (decision 084),
 * and when every list they show has no next page (decision 085: a directory's search and filters are
 * a form the browser sends; decision 086: an incubator's page with its courses, funding and community).
 */
export const PAGES_SERVED_AS_DOCUMENTS = {
  built: ["home", "about", "who-is-this-for", "faq", "terms", "privacy"],
  drawnWithData: ["team", "project", "incubators", "teams", "projects", "incubator"],
} as const satisfies Record<string, readonly string[]>;

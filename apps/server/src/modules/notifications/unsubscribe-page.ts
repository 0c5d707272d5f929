import {
  apiErrorBodySchema,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  PRODUCT_NAME,
} from "@hatchery/shared";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../lib/context";
import { escapeHtml } from "../../lib/html";
import type { UnsubscribeTopic } from "./unsubscribe-links";

/**
 * The small pages of an email's unsubscribe link: plain HTML from the API, since the link must work
 * without the web app, without signing in, and in any browser.
 */

function page(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;max-width:36rem;margin:3rem auto;padding:0 1rem">',
    `<main><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}</main>`,
    "</body></html>",
  ].join("\n");
}

const settingsLink = '<p><a href="/profile#notifications">Change your notification settings</a></p>';

function about(kind: NotificationKind): string {
  return NOTIFICATION_KIND_LABELS[kind].toLowerCase();
}

/** What stops, in words: the emails of one kind (which stay in the app), or the digest. */
function whatStops(kind: UnsubscribeTopic): string {
  if (kind === "digest") {
    return `You will no longer get the digest of notifications you missed. Your notifications stay in ${escapeHtml(PRODUCT_NAME)}, and emails you chose for single kinds still come.`;
  }
  return `You will no longer get emails about ${escapeHtml(about(kind))}. They will still appear in your notifications in ${escapeHtml(PRODUCT_NAME)}.`;
}

/** Asks before unsubscribing: a GET may come from a mail scanner following links, not the person. */
export function unsubscribeConfirmPage(kind: UnsubscribeTopic, actionUrl: string): string {
  return page(
    kind === "digest" ? "Unsubscribe from the digest?" : "Unsubscribe from these emails?",
    [
      `<p>${whatStops(kind)}</p>`,
      `<form method="post" action="${escapeHtml(actionUrl)}">`,
      '<button type="submit" style="font:inherit;padding:0.5rem 1rem;border-radius:0.375rem;border:0;background:#4f46e5;color:#fff;cursor:pointer">Unsubscribe</button>',
      "</form>",
    ].join("\n"),
  );
}

export function unsubscribedPage(kind: UnsubscribeTopic): string {
  return page("You are unsubscribed", `<p>${whatStops(kind)}</p>${settingsLink}`);
}

export function invalidUnsubscribeLinkPage(): string {
  return page(
    "This unsubscribe link is not valid",
    `<p>It may have been cut short when it was copied. You can choose which emails you get in your notification settings once signed in.</p>${settingsLink}`,
  );
}

/**
 * The link's refusals as pages too: whoever follows it is in a browser or a mail client, not the app.
 * The app's error handler has already chosen the status and the words (and logged what needed it), and
 * its headers (Retry-After) stay; this only turns its JSON into a page.
 */
export const refusalsAsPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.error === undefined) return;
  const status = c.res.status as ContentfulStatusCode;
  const answer = apiErrorBodySchema.safeParse(
    await c.res
      .clone()
      .json()
      .catch(() => null),
  );
  if (!answer.success) return;
  const { code, message } = answer.data.error;
  c.res = c.html(
    code === "validation_failed"
      ? invalidUnsubscribeLinkPage()
      : page(
          status === 429 ? "Please wait a few minutes" : "Something went wrong",
          `<p>${escapeHtml(message)}</p>${settingsLink}`,
        ),
    status,
  );
};

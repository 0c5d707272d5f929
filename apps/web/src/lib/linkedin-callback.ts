import { CALLBACK_URL_STALE_WARNING_MS } from "@hatchery/shared";

/** Where Better Auth returns when a LinkedIn flow was started to import the LinkedIn profile. */
export const LINKEDIN_RESUME_CALLBACK_PATH = "/auth/linkedin/resume/callback";

const STARTED_AT_PARAM = "ts";

/**
 * The callbackURL to hand Better Auth when a LinkedIn flow starts: `path` with `params`, stamped with the
 * start time so the callback page can tell a fresh return from an old address opened again.
 */
export function linkedinCallbackUrl(path: string, params: Record<string, string> = {}, now = Date.now()) {
  const search = new URLSearchParams({ ...params, [STARTED_AT_PARAM]: String(now) });
  return `${path}?${search}`;
}

/** True when the callback address was stamped more than CALLBACK_URL_STALE_WARNING_MS ago. */
export function isStaleCallback(search: URLSearchParams, now = Date.now()): boolean {
  const startedAt = Number(search.get(STARTED_AT_PARAM));
  return Number.isSafeInteger(startedAt) && startedAt > 0 && now - startedAt > CALLBACK_URL_STALE_WARNING_MS;
}

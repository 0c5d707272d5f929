import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";

/** The web app's sign-in page opens its code step with `?view=two-factor` (features/auth/pages/auth-page.tsx). */
export const TWO_FACTOR_STEP_PATH = "/auth";
export const TWO_FACTOR_STEP_VIEW = "two-factor";

/**
 * The twoFactor plugin's own names and lifetime, so `/two-factor/verify-totp` and
 * `/two-factor/verify-backup-code` accept a challenge started here exactly like one started by a
 * password sign-in (its cookie holds the id of a `verifications` row whose value is the user id).
 */
const TWO_FACTOR_COOKIE_NAME = "two_factor";
const TWO_FACTOR_COOKIE_MAX_AGE_SECONDS = 600;

/** The endpoints that can hand out a session after LinkedIn: the redirect callback and id-token sign-in. */
const OAUTH_SIGN_IN_PATHS = new Set(["/callback/:id", "/sign-in/social"]);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Where the finished sign-in was about to go, as a path on this site (only such a path is passed on). */
function intendedPath(ctx: HookContext): string | undefined {
  const returned = ctx.context.returned;
  const location = isAPIError(returned) ? new Headers(returned.headers).get("location") : null;
  if (!location) return undefined;
  const origin = new URL(ctx.context.baseURL).origin;
  const url = URL.parse(location, origin);
  if (url?.origin !== origin) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The web's two-factor step, remembering where the sign-in was going. */
function twoFactorStepUrl(ctx: HookContext): string {
  const url = new URL(TWO_FACTOR_STEP_PATH, ctx.context.baseURL);
  url.searchParams.set("view", TWO_FACTOR_STEP_VIEW);
  const redirect = intendedPath(ctx);
  if (redirect) url.searchParams.set("redirect", redirect);
  return url.href;
}

/**
 * Better Auth's twoFactor plugin challenges only the email, username and phone sign-ins; a person with
 * two-factor on who signs in with LinkedIn would otherwise get a full session without a code. This does
 * for those sign-ins what the plugin does for a password: the new session is deleted with its cookie, a
 * two-factor challenge cookie is set in its place, and the person is sent to the web's code step (the
 * redirect callback) or told `twoFactorRedirect` (id-token sign-in, which answers JSON). A trusted
 * device is not honoured here: signing in through the provider always asks for the code.
 */
export function oauthTwoFactor(): BetterAuthPlugin {
  return {
    id: "hatchery-oauth-two-factor",
    hooks: {
      after: [
        {
          matcher: (context) => OAUTH_SIGN_IN_PATHS.has(context.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession;
            const user = data?.user as { id: string; twoFactorEnabled?: boolean | null } | undefined;
            if (!data || !user?.twoFactorEnabled) return;

            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);

            const expiresAt = new Date(Date.now() + TWO_FACTOR_COOKIE_MAX_AGE_SECONDS * 1000);
            const identifier = `2fa-${generateRandomString(20)}`;
            await ctx.context.internalAdapter.createVerificationValue({
              value: user.id,
              identifier,
              expiresAt,
            });
            // The plugin counts wrong codes per challenge in this row; without it every code is refused.
            await ctx.context.internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME, {
              maxAge: TWO_FACTOR_COOKIE_MAX_AGE_SECONDS,
            });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);

            if (ctx.path === "/sign-in/social") {
              return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
            }
            throw ctx.redirect(twoFactorStepUrl(ctx));
          }),
        },
      ],
    },
  };
}

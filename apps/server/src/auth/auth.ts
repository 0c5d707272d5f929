import { AsyncLocalStorage } from "node:async_hooks";
import { ACCOUNT_DISABLED_MESSAGE, PRODUCT_NAME } from "@hatchery/shared";
import { sanitizeName } from "@hatchery/shared/sanitize";
import { betterAuth, type GenericEndpointContext } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createEmailVerificationToken } from "better-auth/api";
import { genericOAuth, jwt, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { accounts, jwks, sessions, twoFactors, users, verifications } from "../db/schema";
import type { Env } from "../env";
import type { Clock } from "../lib/clock";
import { enqueueEmail, isUndeliverableAddress } from "../lib/outbox";
import { isAccountDisabled } from "../modules/admin-users/disabled-accounts";
import { ACCOUNT_DISABLED_CODE } from "./auth-errors";
import { generateBackupCodes, hashedBackupCodeStorage } from "./backup-codes";
import {
  changeEmailVerificationEmail,
  passwordResetEmail,
  SECURITY_NOTICE_KINDS,
  type SecurityNoticeKind,
  securityNoticeEmail,
  verificationEmail,
} from "./emails";
import { grantListedAdministrator } from "./first-administrators";
import { oauthTwoFactor } from "./oauth-two-factor";

export const AUTH_BASE_PATH = "/api/auth";
export const LINKEDIN_PROVIDER_ID = "linkedin";
/** Cookie names start with this: `hatchery.session_token` (`__Secure-` in front in production). */
export const AUTH_COOKIE_PREFIX = "hatchery";
/**
 * The header the auth handler sets to the real client address before Better Auth sees a request (any
 * value the client sent is replaced), so Better Auth records the same address our rate limits use.
 */
export const CLIENT_IP_HEADER = "x-hatchery-client-ip";
/** The web app's page that reads `?token=` and sets the new password. */
export const RESET_PASSWORD_PATH = "/auth/reset-password";
/** Vite's dev server, which proxies /api to this server in development. */
export const VITE_DEV_ORIGIN = "http://localhost:5173";

const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_EXPIRES_IN_SECONDS = 7 * DAY_SECONDS;
export const SESSION_UPDATE_AGE_SECONDS = DAY_SECONDS;
export const EMAIL_VERIFICATION_EXPIRES_IN_SECONDS = DAY_SECONDS;
export const PASSWORD_RESET_EXPIRES_IN_SECONDS = 60 * 60;

/**
 * Only for NODE_ENV=test, where every test app on one database must accept each other's cookies.
 * Development and production never use it: startServer resolves AUTH_SECRET (auth/secret.ts).
 */
const TEST_AUTH_SECRET = "hatchery-test-secret-not-for-any-real-installation";

export function authSecretOf(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "test") return TEST_AUTH_SECRET;
  throw new Error("AUTH_SECRET is not set; startServer resolves it before the app is built.");
}

export function linkedinEnabled(env: Env): boolean {
  return Boolean(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET);
}

/** The spellings of this machine's own address that a browser may put in `Origin`. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

/** Every loopback spelling of a loopback origin (same scheme and port); any other origin alone. */
function loopbackSpellings(origin: string): string[] {
  const url = new URL(origin);
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}

/**
 * The origins whose pages may make cookie-bearing changes (Better Auth's and the guards' check). In
 * production only PUBLIC_URL. Elsewhere the server is also opened on this machine under any spelling
 * of its own address (http://127.0.0.1:3000 works as well as http://localhost:3000), and in
 * development through Vite's dev server.
 */
export function trustedOriginsOf(env: Env): string[] {
  if (env.NODE_ENV === "production") return [env.PUBLIC_URL];
  const origins = [env.PUBLIC_URL, `http://localhost:${env.PORT}`];
  if (env.NODE_ENV === "development") origins.push(VITE_DEV_ORIGIN);
  return [...new Set([env.PUBLIC_URL, ...origins.flatMap(loopbackSpellings)])];
}

/**
 * The claims of a token Better Auth signed itself. Only read to choose the words of an email, never to
 * decide anything: Better Auth verifies the token when the link is opened.
 */
function tokenClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split(".")[1] ?? "";
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Whose user row a Better Auth request is changing: for an email change confirmed through its link
 * (maybe in a browser where nobody, or someone else, is signed in), the one its token names — Better
 * Auth has verified that token before it changes anything; otherwise the signed-in person's.
 */
function changedUserId(context: GenericEndpointContext): string | undefined {
  const query = context.query as { token?: unknown } | undefined;
  if (context.path === "/verify-email" && typeof query?.token === "string") {
    const { userId } = tokenClaims(query.token);
    return typeof userId === "string" ? userId : undefined;
  }
  return context.context.session?.user.id;
}

export interface AuthDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /** For the time the security notices state; Better Auth keeps sessions and tokens on its own time. */
  clock: Clock;
  /** Only tests pass one (AppOptions.passwordHasher); everything else keeps Better Auth's scrypt. */
  passwordHasher?: PasswordHasher;
}

/** How passwords are hashed and checked, in the shape Better Auth's `emailAndPassword.password` takes. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** LinkedIn's OpenID Connect names, cleaned like names typed at sign-up. */
function linkedinNames(profile: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === "string" ? sanitizeName(value) : "");
  const firstName = text(profile.given_name);
  const lastName = text(profile.family_name);
  const name = `${firstName} ${lastName}`.trim() || text(profile.name);
  // LinkedIn's photo address is not taken as the avatar: the Content-Security-Policy serves images
  // from this site only, so the photo is copied in by the profile import instead.
  return { firstName: firstName || null, lastName: lastName || null, name, image: undefined };
}

/**
 * The `error` of a LinkedIn sign-in refused because LinkedIn has not verified the address (Better Auth's
 * own name for that case). The auth handler adds the words the web shows (OAUTH_CALLBACK_DESCRIPTIONS).
 */
export const LINKEDIN_EMAIL_NOT_VERIFIED_ERROR = "email_not_verified";

interface ValidatedIdentity {
  user: { emailVerified?: unknown };
  source: { action: string; oauth?: { providerId: string } | undefined };
}

/**
 * A LinkedIn sign-in, and a sign-up through it, needs LinkedIn to say `email_verified: true`. Otherwise
 * anyone could open an account in the name of an address they do not own, with their LinkedIn linked:
 * even after the owner took the account over by password reset, that LinkedIn would still get in.
 * Better Auth asks this before it writes anything (`create-user` runs inside the transaction that would
 * add the user and its account, `sign-in` before the session), so a refusal leaves no rows behind.
 * Linking (`link-account`) is left to Better Auth, which already refuses an address an untrusted
 * provider has not verified; its own words for that fit a signed-in person better than these.
 */
function refuseUnverifiedLinkedIn({ user, source }: ValidatedIdentity): { error: string } | undefined {
  if (source.oauth?.providerId !== LINKEDIN_PROVIDER_ID || source.action === "link-account") return undefined;
  // Better Auth's reading of the provider's `email_verified` claim (absent or "false" is false).
  return user.emailVerified === true ? undefined : { error: LINKEDIN_EMAIL_NOT_VERIFIED_ERROR };
}

function linkedinProvider(env: Env) {
  return {
    providerId: LINKEDIN_PROVIDER_ID,
    clientId: env.LINKEDIN_CLIENT_ID ?? "",
    clientSecret: env.LINKEDIN_CLIENT_SECRET ?? "",
    discoveryUrl: env.LINKEDIN_DISCOVERY_URL,
    scopes: ["openid", "profile", "email"],
    mapProfileToUser: (profile: Record<string, unknown>) => linkedinNames(profile),
  };
}

/**
 * The database as handed to Better Auth's Drizzle adapter, remembering which Drizzle transaction the
 * adapter is running in. Better Auth passes its hooks its own adapter, which can only write Better
 * Auth's tables; this is how a hook running inside one of its transactions writes Hatchery's rows
 * (the outbox) in that same transaction. The adapter opens every transaction with `transaction()`
 * on the database it was given, so each one passes through here.
 */
function trackTransactions(db: Database) {
  const current = new AsyncLocalStorage<Database>();
  const transaction: Database["transaction"] = (run, config) =>
    db.transaction((tx) => current.run(tx, () => run(tx)), config);
  const tracked = new Proxy(db, {
    get: (target, property, receiver) =>
      property === "transaction" ? transaction : Reflect.get(target, property, receiver),
  });
  return { db: tracked, current: () => current.getStore() };
}

/**
 * The verification link of a new account, built as Better Auth's sign-up builds it (same token, same
 * address), so the email and what `verify-email` accepts are unchanged.
 */
async function signUpVerificationUrl(context: GenericEndpointContext, user: { id: string; email: string }) {
  const token = await createEmailVerificationToken(
    context.context.secret,
    user.email,
    undefined,
    EMAIL_VERIFICATION_EXPIRES_IN_SECONDS,
    { userId: user.id },
  );
  const body = context.body as { callbackURL?: unknown } | undefined;
  const callbackURL = typeof body?.callbackURL === "string" && body.callbackURL ? body.callbackURL : "/";
  return `${context.context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
}

/**
 * Better Auth, configured for Hatchery (docs/decisions/002-accounts.md).
 *
 * Mail: every message is in the outbox before the answer leaves. The verification email of an email and
 * password sign-up is written in the transaction that creates the account, so both are committed or
 * neither is: Better Auth's own sign-up send (`sendOnSignUp`) runs only after that transaction commits,
 * so it is off, and the credential account's `create.before` hook (the one database hook Better Auth
 * runs inside the transaction once the user row exists) queues the message instead. Every other message
 * is queued by the request that asks for it (Better Auth calls the send callbacks during the request
 * and waits for them), so a failure there fails that request and the person can simply ask again.
 */
export function createAuth({ db, env, logger, clock, passwordHasher }: AuthDeps) {
  const queue = async (message: Parameters<typeof enqueueEmail>[1]) => {
    // Nothing can arrive there; queued, a password reset link for a demo person would still show on the
    // development mailbox page, where anyone could use it to take their sample account.
    if (isUndeliverableAddress(message.to)) return;
    await enqueueEmail(db, message);
  };
  const transactions = trackTransactions(db);
  const queueSignUpVerification = async (userId: string, context: GenericEndpointContext) => {
    const tx = transactions.current();
    // Outside a transaction the message could outlive a rolled-back account, or the reverse.
    if (!tx) throw new Error("the sign-up verification email needs the sign-up transaction");
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error("the new user is not in the sign-up transaction");
    await enqueueEmail(tx, verificationEmail(user, await signUpVerificationUrl(context, user)));
  };
  /**
   * Queues a security notice to the person's current address, in the transaction Better Auth is
   * making the change in when there is one. Where Better Auth changes the user row with one statement
   * outside a transaction (email, two-factor), the notice is queued just before that statement, so a
   * change is never left without its notice.
   */
  const queueSecurityNotice = async (
    kind: SecurityNoticeKind,
    userId: string,
    detail?: (user: { email: string }) => string,
  ) => {
    const target = transactions.current() ?? db;
    const [user] = await target
      .select({ email: users.email, firstName: users.firstName, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const notice = securityNoticeEmail(
      kind,
      user,
      { publicUrl: env.PUBLIC_URL, at: clock.now() },
      detail?.(user),
    );
    await enqueueEmail(target, notice);
  };
  /** The user row as it is before a change, to tell a real change from a write of the same value. */
  const currentUser = async (userId: string) => {
    const [user] = await (transactions.current() ?? db)
      .select({ email: users.email, twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  };
  const grantAdministratorIfListed = async (userId: string) => {
    try {
      await grantListedAdministrator(db, env, userId);
    } catch (error) {
      logger.error({ err: error, userId }, "auth: could not grant the admin role of ADMIN_EMAILS");
    }
  };
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: authSecretOf(env),
    telemetry: { enabled: false },
    trustedOrigins: trustedOriginsOf(env),
    database: drizzleAdapter(transactions.db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        jwks,
      },
    }),
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    // Limits are Hatchery's own, database-backed and shared by every instance (lib/rate-limit.ts).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHasher ? { password: passwordHasher } : {}),
      // Straight to the web page that sets the password, rather than through Better Auth's redirect.
      sendResetPassword: async ({ user, token }) => {
        const url = new URL(RESET_PASSWORD_PATH, env.PUBLIC_URL);
        url.searchParams.set("token", token);
        await queue(passwordResetEmail(user, url.href));
      },
      // A reset names its user only through the spent token, which the account update cannot see, so
      // its notice is queued once the reset is committed (a changed password by a signed-in person is
      // queued inside its transaction, by the account hook below).
      onPasswordReset: async ({ user }) => {
        await queueSecurityNotice(SECURITY_NOTICE_KINDS.passwordChanged, user.id);
      },
    },
    emailVerification: {
      // Sign-up's message is queued inside its transaction (databaseHooks below), not after it.
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_EXPIRES_IN_SECONDS,
      // "Resend verification email" and email changes.
      sendVerificationEmail: async ({ user, url, token }) => {
        const claims = tokenClaims(token);
        const recipient = user as typeof user & { firstName?: string | null };
        // An email change sends its link to the new address; the token carries both addresses.
        if (typeof claims.updateTo === "string" && typeof claims.email === "string") {
          await queue(
            changeEmailVerificationEmail(
              { email: claims.email, firstName: recipient.firstName },
              claims.updateTo,
              url,
            ),
          );
          return;
        }
        await queue(verificationEmail(recipient, url));
      },
    },
    databaseHooks: {
      // ADMIN_EMAILS: every new session (a sign-in, or the one opened by a verification link) and every
      // verification of a signed-in person's address. A failure is logged rather than failing sign-in.
      session: {
        create: {
          // A disabled account opens no session however it signs in: password, two-factor step,
          // LinkedIn or a verification link (docs/decisions/053-first-run-and-roles.md).
          before: async (session) => {
            if (await isAccountDisabled(transactions.current() ?? db, session.userId)) {
              throw new APIError("FORBIDDEN", {
                code: ACCOUNT_DISABLED_CODE,
                message: ACCOUNT_DISABLED_MESSAGE,
              });
            }
          },
          after: async (session) => {
            await grantAdministratorIfListed(session.userId);
          },
        },
      },
      account: {
        create: {
          before: async (account, context) => {
            // Inside sign-up's transaction, after the user row: a failure here rolls the account back.
            if (context?.path === "/sign-up/email" && account.providerId === "credential") {
              await queueSignUpVerification(account.userId, context);
              return;
            }
            // A LinkedIn identity added to an account that already had a way in: linked from the
            // profile, or joined by its verified address. A new account made through LinkedIn has none.
            if (account.providerId === LINKEDIN_PROVIDER_ID) {
              const [existing] = await (transactions.current() ?? db)
                .select({ id: accounts.id })
                .from(accounts)
                .where(eq(accounts.userId, account.userId))
                .limit(1);
              if (existing) await queueSecurityNotice(SECURITY_NOTICE_KINDS.linkedinLinked, account.userId);
            }
          },
        },
        update: {
          // change-password, inside its transaction; a reset is noticed by onPasswordReset.
          before: async (account, context) => {
            const userId = context?.context.session?.user.id;
            if (typeof account.password === "string" && userId && context?.path !== "/reset-password") {
              await queueSecurityNotice(SECURITY_NOTICE_KINDS.passwordChanged, userId);
            }
          },
        },
      },
      user: {
        update: {
          after: async (user) => {
            if (user.emailVerified) await grantAdministratorIfListed(user.id);
          },
          before: async (change, context) => {
            const userId = context ? changedUserId(context) : undefined;
            if (!userId) return;
            const before = await currentUser(userId);
            if (!before) return;
            if (typeof change.email === "string" && change.email.toLowerCase() !== before.email) {
              // To the address being replaced: the one its owner still reads.
              const newEmail = change.email.toLowerCase();
              await queueSecurityNotice(
                SECURITY_NOTICE_KINDS.emailChanged,
                userId,
                (user) => `It changed from ${user.email} to ${newEmail}; emails now go to the new address.`,
              );
            }
            const twoFactorEnabled = (change as { twoFactorEnabled?: unknown }).twoFactorEnabled;
            if (typeof twoFactorEnabled === "boolean" && twoFactorEnabled !== before.twoFactorEnabled) {
              await queueSecurityNotice(
                twoFactorEnabled
                  ? SECURITY_NOTICE_KINDS.twoFactorEnabled
                  : SECURITY_NOTICE_KINDS.twoFactorDisabled,
                userId,
              );
            }
          },
        },
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, fieldName: "firstName" },
        lastName: { type: "string", required: false, fieldName: "lastName" },
      },
      changeEmail: { enabled: true },
      validateUserInfo: refuseUnverifiedLinkedIn,
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    account: {
      accountLinking: {
        enabled: true,
        // No trusted providers: LinkedIn joins an existing account by email only when LinkedIn says it
        // has verified that address (and the account's own address is verified), so an unverified
        // claim to someone's email cannot sign in to their account. Otherwise the person signs in with
        // their password and links LinkedIn from their profile.
        // Linking is started by the signed-in person (link-social), so their LinkedIn address may differ.
        allowDifferentEmails: true,
      },
    },
    advanced: {
      // Better Auth skips the origin check when NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      // Secure (and `__Secure-` named) in production only, whatever PUBLIC_URL says; production must
      // therefore be served over HTTPS. Elsewhere the cookie also works on plain http://localhost.
      useSecureCookies: env.NODE_ENV === "production",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Names change through PATCH /api/account/profile, which sanitises them like sign-up does.
    disabledPaths: ["/update-user"],
    plugins: [
      twoFactor({
        issuer: PRODUCT_NAME,
        backupCodeOptions: {
          customBackupCodesGenerate: generateBackupCodes,
          storeBackupCodes: hashedBackupCodeStorage(authSecretOf(env)),
        },
      }),
      // The same code step after a LinkedIn sign-in, which the twoFactor plugin leaves alone.
      oauthTwoFactor(),
      // Tokens come from GET /api/auth/token; signing one on every session read would cost each request.
      jwt({ disableSettingJwtHeader: true }),
      ...(linkedinEnabled(env) ? [genericOAuth({ config: [linkedinProvider(env)] })] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

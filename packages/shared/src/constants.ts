/** Business constants and limits of SPEC §9, in one place. */

const MINUTE_MS = 60_000;

export const SIGN_IN_RATE_LIMIT = { attempts: 5, windowMs: 5 * MINUTE_MS } as const;
export const SIGN_UP_RATE_LIMIT = { attempts: 3, windowMs: 10 * MINUTE_MS } as const;
/** How often expired rate-limit counters are removed. */
export const RATE_LIMIT_CLEANUP_INTERVAL_MS = 60_000;

export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 254;
export const FILE_MAX_BYTES = 10_485_760;

/** Session refresh retries wait 200 ms, doubled on every further attempt. */
export const REFRESH_RETRY_BASE_DELAY_MS = 200;
/** An auth callback URL older than this is reported as stale. */
export const CALLBACK_URL_STALE_WARNING_MS = 120_000;

/** Prices are stored in cents. */
export const CENTS_PER_DOLLAR = 100;
/** A charter plan whose trial lasts at least this long advertises the long trial. */
export const CHARTER_LONG_TRIAL_MIN_DAYS = 180;
export const CHARTER_LONG_TRIAL_LABEL = "6 Months FREE Trial";
export const CHARTER_PLAN_MARKER = "Charter Member";

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"] as const;
/** Dismissed notifications stay mounted this long so their exit can finish. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const SOUND_DEFAULT_VOLUME = 0.7;
export const SOUND_MIN_VOLUME = 0;
export const SOUND_MAX_VOLUME = 1;
export const SOUND_THROTTLE_MS = 50;
export const SOUND_MAX_POOLED_GAIN_NODES = 10;
/** The page-view tracker's first event fires this long after load. */
export const ANALYTICS_FIRST_EVENT_DELAY_MS = 1000;

/**
 * The meta tag the server puts into every page when Google Analytics is configured (GA_MEASUREMENT_ID):
 * without it the page asks for no script, since the answer would be empty. Here, not beside the
 * analytics endpoints: a plain value the web imports from a contract module brings the module as
 * written, with its zod schemas, whose construction cost every page 50–90 ms of main thread when
 * analytics loaded (docs/decisions/071-main-thread-work.md).
 */
export const GOOGLE_ANALYTICS_META_NAME = "hatchery-google-analytics";

/**
 * Everything the web app keeps in local storage: the sound settings, the subscription intent and the
 * invite link a signed-out person set out to use.
 */
export const STORAGE_KEYS = {
  soundMuted: "hatchery.sound.muted",
  soundVolume: "hatchery.sound.volume",
  /** "on" or "off" once the person chose; unset, interface sounds follow their motion preference (lib/sound/interface-sounds.ts). */
  interfaceSounds: "hatchery.sound.interface",
  subscriptionIntent: "hatchery.subscription-intent",
  positionInviteIntent: "hatchery.position-invite-intent",
  /** Session storage of the tab that opened a payment page (lib/awaiting-checkout.ts). */
  awaitingCheckout: "hatchery.awaiting-checkout",
  analyticsVisitorId: "hatchery.analytics.visitor-id",
  /** A visitor's library progress and bookmarks, merged into their account at sign-in (lib/library-visitor-progress.ts). */
  libraryVisitorProgress: "hatchery.library.progress",
  /** The last article a visitor opened, for "Continue where you left off" on /library (lib/library-visitor-last-opened.ts). */
  libraryVisitorLastOpened: "hatchery.library.last-opened",
} as const;

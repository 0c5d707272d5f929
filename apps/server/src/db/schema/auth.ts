import { PERSON_HANDLE_MAX_LENGTH, THEME_CHOICES } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { inList } from "./sql-lists";

/**
 * Better Auth's tables (core, twoFactor and jwt plugins). Each property name is the field name Better
 * Auth uses; the adapter addresses tables by the keys of `authSchema` below, so the SQL names can follow
 * this project's plural snake_case convention (src/auth/auth.ts maps them). Better Auth checks this shape against its own expectation
 * when it starts (`database.validateSchema`), so a missing or renamed field fails loudly.
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  "users",
  {
    // Better Auth generates the ids (32 random characters).
    id: text("id").primaryKey(),
    /** "first last", kept by Better Auth; Hatchery reads firstName and lastName. */
    name: text("name").notNull(),
    /** Always stored trimmed and lowercased. */
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /**
     * Hatchery's, not Better Auth's: the person's IANA time zone, checked by the profile's rules; null
     * until the browser's is saved (docs/decisions/036-time.md). Emails write times in it, UTC when null.
     */
    timeZone: text("time_zone"),
    /** Hatchery's: the colour theme the person chose (`THEME_CHOICES`); pages follow it on every device. */
    theme: text("theme", { enum: THEME_CHOICES }).notNull().default("system"),
    /**
     * Hatchery's: the address of the person's profile (`/people/{handle}`, decision 063). Left empty on
     * insert, the trigger `users_assign_handle` picks one from the name (Better Auth inserts without it);
     * a name change keeps it, so links stay.
     */
    handle: text("handle").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_handle_unique").on(table.handle),
    // An incubator's members list searches names (`ilike '%…%'`, decision 065) without a scan.
    index("users_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    check(
      "users_handle_check",
      sql.raw(
        `"handle" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("handle") <= ${PERSON_HANDLE_MAX_LENGTH}`,
      ),
    ),
    check("users_time_zone_check", sql`btrim(${table.timeZone}) <> ''`),
    check("users_theme_check", inList("theme", THEME_CHOICES)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** One row per way of signing in: "credential" (email and password, with its hash) or an OAuth provider. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [
    index("accounts_user_id_idx").on(table.userId),
    // One provider identity belongs to one person.
    uniqueIndex("accounts_provider_account_idx").on(table.providerId, table.accountId),
  ],
);

/** Short-lived values: password reset tokens, two-factor challenges, OAuth state. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** TOTP secret and backup codes, both encrypted with the auth secret. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factors_user_id_idx").on(table.userId)],
);

/** Signing keys of issued tokens, published at /api/auth/jwks; private keys encrypted. */
export const jwks = pgTable("jwks", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  alg: text("alg"),
  crv: text("crv"),
});

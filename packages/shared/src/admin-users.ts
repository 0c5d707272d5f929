import { z } from "zod";
import { roleSchema } from "./account";
import { pageQuerySchema, pageSchema } from "./pagination";

/**
 * First run, role requests and the Users section of the administration
 * (docs/decisions/053-first-run-and-roles.md): the rules and words the server and the pages share.
 */

/** The words for a sign-in refused because an admin disabled the account. */
export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Contact support.";

/** How long a setup link printed at start stays usable. */
export const SETUP_LINK_VALID_HOURS = 24;

export const SETUP_MESSAGES = {
  unknown: "This setup link is not valid. Check that you copied the whole link from the server's output.",
  used: "This setup link has already been used.",
  expired: "This setup link has expired. Restart the server to print a new one.",
  adminExists:
    "This installation already has an administrator. Ask them to give you a role from the administration.",
  verifyFirst: "Verify your email address before you become the administrator.",
} as const;

/** The roles a person may ask for; the others are given by an admin only. */
export const REQUESTABLE_ROLES = ["advisor", "coach"] as const;
export type RequestableRole = (typeof REQUESTABLE_ROLES)[number];

export const ROLE_REQUEST_STATEMENT_MIN = 20;
export const ROLE_REQUEST_STATEMENT_MAX = 1000;
export const ROLE_REQUEST_REASON_MAX = 1000;
export const ACCOUNT_DISABLE_REASON_MAX = 1000;

export const ROLE_REQUEST_STATUSES = ["open", "approved", "declined"] as const;
export type RoleRequestStatus = (typeof ROLE_REQUEST_STATUSES)[number];

export const ADMIN_USERS_MESSAGES = {
  statementTooShort: `Tell us a little more: at least ${ROLE_REQUEST_STATEMENT_MIN} characters.`,
  statementTooLong: `Keep it to ${ROLE_REQUEST_STATEMENT_MAX} characters or fewer.`,
  reasonTooLong: `Keep the reason to ${ROLE_REQUEST_REASON_MAX} characters or fewer.`,
  requestOpen: (role: RequestableRole) => `You already have an open request for the ${role} role.`,
  alreadyHeld: (role: RequestableRole) => `You already have the ${role} role.`,
  requestNotFound: "There is no such role request.",
  requestDecided: "This request has already been decided.",
  userNotFound: "There is no such person.",
  cannotDisableSelf: "You cannot disable your own account.",
  lastAdmin: "This is the last administrator: give another person the admin role first.",
  cannotRevokeOwnAdmin: "You cannot remove your own admin role.",
  alreadyDisabled: "This account is already disabled.",
  notDisabled: "This account is not disabled.",
} as const;

export const requestableRoleSchema = z.enum(REQUESTABLE_ROLES);

/** Trimmed at the ends only for its length; stored as typed. */
export const roleRequestStatementSchema = z
  .string()
  .refine((text) => text.trim().length >= ROLE_REQUEST_STATEMENT_MIN, {
    error: ADMIN_USERS_MESSAGES.statementTooShort,
  })
  .refine((text) => text.length <= ROLE_REQUEST_STATEMENT_MAX, {
    error: ADMIN_USERS_MESSAGES.statementTooLong,
  });

export const createRoleRequestSchema = z.object({
  role: requestableRoleSchema,
  statement: roleRequestStatementSchema,
});
export type CreateRoleRequestInput = z.input<typeof createRoleRequestSchema>;

export const decideRoleRequestSchema = z.object({
  reason: z.string().max(ROLE_REQUEST_REASON_MAX, { error: ADMIN_USERS_MESSAGES.reasonTooLong }).optional(),
});

export const roleRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  role: requestableRoleSchema,
  statement: z.string(),
  status: z.enum(ROLE_REQUEST_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

export const myRoleRequestsSchema = z.object({
  roles: z.array(roleSchema),
  requests: z.array(roleRequestSchema),
});
export type MyRoleRequests = z.infer<typeof myRoleRequestsSchema>;

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USER_SEARCH_MAX = 200;

export const adminUsersQuerySchema = pageQuerySchema(ADMIN_USERS_PAGE_SIZE).extend({
  q: z.string().max(ADMIN_USER_SEARCH_MAX).optional(),
});
export const roleRequestsQuerySchema = pageQuerySchema(ADMIN_USERS_PAGE_SIZE);

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = pageSchema(adminUserRowSchema);
export const roleRequestsPageSchema = pageSchema(roleRequestSchema);

export const adminUserDetailSchema = adminUserRowSchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  sessionCount: z.number().int(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  roleRequests: z.array(roleRequestSchema),
  /** What the signed-in admin may do to this person, from the server's policy. */
  permissions: z.object({
    disable: z.boolean(),
    enable: z.boolean(),
    signOutEverywhere: z.boolean(),
    revoke: z.array(roleSchema),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminRoleChangeSchema = z.object({ role: roleSchema });
export const disableAccountSchema = z.object({
  reason: z
    .string()
    .max(ACCOUNT_DISABLE_REASON_MAX, { error: ADMIN_USERS_MESSAGES.reasonTooLong })
    .optional(),
});

export const setupLinkStatusSchema = z.object({
  status: z.enum(["valid", "used", "expired", "unknown", "admin_exists"]),
  message: z.string().nullable(),
});
export type SetupLinkStatus = z.infer<typeof setupLinkStatusSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(255) });
export const setupTokenParamsSchema = z.object({ token: z.string().min(1).max(255) });

import { z } from "zod";
import type { TeamPermissions } from "./team-model";

/**
 * What a person may do with one incubator, as the server's incubator policy decides it. The names are
 * shared so the server answers them and the web reads them under one spelling; the web uses them only
 * to show or hide controls, the server enforces them on every route.
 */
export const INCUBATOR_ACTIONS = ["edit", "managePlans"] as const;
export type IncubatorAction = (typeof INCUBATOR_ACTIONS)[number];

/** What a person may do with a subscription: see it, or change it (cancel, resume, change plan, pay). */
export const SUBSCRIPTION_ACTIONS = ["view", "change"] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** What a person may do with a team's or incubator's chat that the page shows controls for. */
export const CHAT_ACTIONS = ["manageChannels"] as const;
export type ChatAction = (typeof CHAT_ACTIONS)[number];

/** The signed-in viewer's permissions on a chat: add, rename and archive its channels. */
export const chatPermissionsSchema = z.object({
  manageChannels: z.boolean(),
}) satisfies z.ZodType<Record<ChatAction, boolean>>;
export type ChatPermissions = z.infer<typeof chatPermissionsSchema>;

/** The signed-in viewer's permissions on an incubator: one boolean per incubator action. */
export const incubatorPermissionsSchema = z.object({
  edit: z.boolean(),
  managePlans: z.boolean(),
}) satisfies z.ZodType<Record<IncubatorAction, boolean>>;
export type IncubatorPermissions = z.infer<typeof incubatorPermissionsSchema>;

/** The signed-in viewer's permissions on a team (TEAM_ACTIONS of team-model.ts). */
export const teamPermissionsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  manageMembers: z.boolean(),
  managePositions: z.boolean(),
  invite: z.boolean(),
  reviewApplications: z.boolean(),
  requestToJoin: z.boolean(),
  leave: z.boolean(),
  manageProjects: z.boolean(),
}) satisfies z.ZodType<TeamPermissions>;

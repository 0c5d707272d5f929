/**
 * Every action the audit log records (docs/decisions/015-audit-log.md), as `area.verb`. One list, so
 * a writer cannot misspell an action and the admin screens can offer every action as a filter.
 */
export const AUDIT_ACTIONS = [
  "role.grant",
  "role.revoke",
  "incubator.create",
  "incubator.update",
  "plan.create",
  "plan.update",
  "subscription.change",
  "team.create",
  "team.update",
  "team.delete",
  "team.member.update",
  "team.member.leave",
  "team.member.remove",
  "team.leadership.hand_over",
  "project.create",
  "project.update",
  "project.delete",
  "position.create",
  "position.update",
  "position_invite.create",
  "position_invite.revoke",
  "team_application.trial",
  "team_application.accept",
  "team_application.decline",
  "feed_item.hide",
  "feed_item.delete",
  "feed_item.pin",
  "feed_item.unpin",
  "feed_comment.hide",
  "feed_comment.delete",
  "chat_channel.create",
  "chat_channel.update",
  "course.create",
  "course.update",
  "course.delete",
  "course.author.add",
  "course.author.remove",
  "lesson.create",
  "lesson.update",
  "lesson.delete",
  "lesson.reorder",
  "practice_share.create",
  "practice_share.revoke",
  // First run, role requests and accounts (docs/decisions/053-first-run-and-roles.md).
  "setup_link.use",
  "role_request.create",
  "role_request.approve",
  "role_request.decline",
  "account.disable",
  "account.enable",
  "account.sign_out_everywhere",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

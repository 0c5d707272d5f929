import { POINT_REASONS } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * The points of what the durable tables say happened, for rows written without their events (the
 * demo seed). The same rules and keys as the projectors and the ledger migration's seed
 * (docs/decisions/030-points-ledger.md), at the time each thing happened; anything already counted is
 * left as it is, so running it again adds nothing.
 */
export async function awardPointsFromHistory(tx: Database): Promise<void> {
  await tx.execute(sql`
    insert into points_ledger (user_id, incubator_id, source_kind, source_id, reason, points, earned_at)
    select team_members.user_id, teams.incubator_id, 'milestone', project_milestones.id::text,
      'milestone_completed', ${POINT_REASONS.milestone_completed}, project_milestones.done_at
    from project_milestones
      join projects on projects.id = project_milestones.project_id
      join teams on teams.id = projects.team_id
      join team_members on team_members.team_id = teams.id
        and team_members.joined_at <= project_milestones.done_at
    where project_milestones.done_at is not null
    on conflict do nothing`);
  await tx.execute(sql`
    insert into points_ledger (user_id, incubator_id, source_kind, source_id, reason, points, earned_at)
    select team_applications.user_id, teams.incubator_id, 'application', team_applications.id::text,
      'application_accepted', ${POINT_REASONS.application_accepted},
      coalesce((select max(team_application_steps.created_at) from team_application_steps
        where team_application_steps.application_id = team_applications.id
          and team_application_steps.status = 'accepted'), team_applications.updated_at)
    from team_applications
      join teams on teams.id = team_applications.team_id
    where team_applications.status = 'accepted'
    on conflict do nothing`);
  await tx.execute(sql`
    insert into points_ledger (user_id, incubator_id, source_kind, source_id, reason, points, earned_at)
    select positions.created_by, positions.incubator_id, 'position', positions.id::text,
      'position_filled', ${POINT_REASONS.position_filled}, positions.updated_at
    from positions
    where positions.status = 'filled' and positions.created_by is not null
    on conflict do nothing`);
}

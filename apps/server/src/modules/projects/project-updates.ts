import {
  PROJECT_RECENT_UPDATES_COUNT,
  PROJECT_UPDATE_MERGE_MINUTES,
  type ProjectStatus,
  type ProjectUpdate,
  type ProjectUpdateField,
  type ProjectUpdateKind,
} from "@hatchery/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projectUpdates, users } from "../../db/schema";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";

/**
 * A project's timeline (the "recent updates" of its page). Every change is recorded in the transaction
 * that makes it, with the project's row locked, so two edits never race to merge into the same entry.
 */

export interface ProjectUpdateRecord {
  projectId: string;
  actor: PolicyActor;
  kind: ProjectUpdateKind;
  changedFields?: readonly ProjectUpdateField[];
  status?: ProjectStatus | null;
  milestoneTitle?: string;
}

/**
 * Records an update. An edit by the person who made the project's latest update, an edit too, within
 * `PROJECT_UPDATE_MERGE_MINUTES`, joins that entry: the fields add up, the newest status wins, and its
 * time moves to now. An edit that changed nothing is not recorded.
 */
export async function recordProjectUpdate(tx: Database, record: ProjectUpdateRecord): Promise<void> {
  const actorId = record.actor.kind === "user" ? record.actor.userId : null;
  const changedFields = [...new Set(record.changedFields ?? [])];
  const status = record.status ?? null;
  if (record.kind === "updated") {
    if (changedFields.length === 0 && status === null) return;
    const [latest] = await tx
      .select({
        id: projectUpdates.id,
        kind: projectUpdates.kind,
        actorId: projectUpdates.actorId,
        changedFields: projectUpdates.changedFields,
        recent: sql<boolean>`${projectUpdates.createdAt} > now() - make_interval(mins => ${PROJECT_UPDATE_MERGE_MINUTES})`,
      })
      .from(projectUpdates)
      .where(eq(projectUpdates.projectId, record.projectId))
      .orderBy(desc(projectUpdates.id))
      .limit(1);
    if (latest?.kind === "updated" && actorId !== null && latest.actorId === actorId && latest.recent) {
      await tx
        .update(projectUpdates)
        .set({
          changedFields: [...new Set([...latest.changedFields, ...changedFields])],
          ...(status !== null && { status }),
          createdAt: sql`now()`,
        })
        .where(eq(projectUpdates.id, latest.id));
      return;
    }
  }
  await tx.insert(projectUpdates).values({
    projectId: record.projectId,
    kind: record.kind,
    actorId,
    changedFields,
    status,
    milestoneTitle: record.milestoneTitle ?? null,
  });
}

/** The project's latest updates, newest first, with the name and photo of who made each. */
export async function recentProjectUpdates(db: Database, projectId: string): Promise<ProjectUpdate[]> {
  const rows = await db
    .select({
      update: projectUpdates,
      actor: personRefColumns,
    })
    .from(projectUpdates)
    .leftJoin(users, eq(users.id, projectUpdates.actorId))
    .where(eq(projectUpdates.projectId, projectId))
    .orderBy(desc(projectUpdates.id))
    .limit(PROJECT_RECENT_UPDATES_COUNT);
  return rows.map(({ update, actor }) => ({
    id: String(update.id),
    kind: update.kind,
    actor,
    changedFields: update.changedFields,
    status: update.status,
    milestoneTitle: update.milestoneTitle,
    createdAt: update.createdAt.toISOString(),
  }));
}

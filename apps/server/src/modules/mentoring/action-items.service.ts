import {
  ACTION_ITEMS_PER_SESSION_MAX,
  type ActionItem,
  type CreateActionItemInput,
  type DashboardActionItem,
  MENTORING_AFTER_MESSAGES,
  type UpdateActionItemInput,
} from "@hatchery/shared";
import { and, asc, count, eq, inArray, isNull, lt, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { mentoringActionItems, mentoringSessions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { assertCan, can, FOLLOW_UP_WRITABLE_STATUSES } from "./session-notes.policy";
import { type FollowUpSessionRow, findFollowUpSession, userIdOf } from "./session-notes.records";

/*
 * Action items of a session (docs/decisions/051-mentoring.md, "After the session"). An open item is
 * carried into every later session of the same mentor and mentee, and onto both dashboards, until
 * someone marks it done; it stays on the session it was written in either way.
 */

const ITEM_COLUMNS = {
  item: mentoringActionItems,
  session: {
    id: mentoringSessions.id,
    mentorId: mentoringSessions.mentorId,
    menteeId: mentoringSessions.menteeId,
    status: mentoringSessions.status,
    startsAt: mentoringSessions.startsAt,
    endsAt: mentoringSessions.endsAt,
  },
};

type ItemRecord = {
  item: typeof mentoringActionItems.$inferSelect;
  session: FollowUpSessionRow;
};

/** Items are carried from sessions that took place or were to, never from declined or cancelled ones. */
const FROM_A_KEPT_SESSION = inArray(mentoringSessions.status, [...FOLLOW_UP_WRITABLE_STATUSES]);

function toActionItem(actor: PolicyActor, record: ItemRecord, shownOn: string): ActionItem {
  const { item, session } = record;
  return {
    id: item.id,
    sessionId: item.sessionId,
    sessionStartsAt: session.startsAt.toISOString(),
    text: item.text,
    owner: item.owner,
    dueDate: item.dueDate,
    doneAt: item.doneAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
    carried: item.sessionId !== shownOn,
    canEdit: can(actor, "editActionItems", { kind: "session", ...session }),
  };
}

/** The session's own items, and the pair's open items of earlier sessions, oldest first. */
export async function actionItemsOfSession(
  db: Database,
  actor: PolicyActor,
  session: FollowUpSessionRow,
): Promise<ActionItem[]> {
  const records = await db
    .select(ITEM_COLUMNS)
    .from(mentoringActionItems)
    .innerJoin(mentoringSessions, eq(mentoringSessions.id, mentoringActionItems.sessionId))
    .where(
      or(
        eq(mentoringActionItems.sessionId, session.id),
        and(
          eq(mentoringActionItems.mentorId, session.mentorId),
          eq(mentoringActionItems.menteeId, session.menteeId),
          isNull(mentoringActionItems.doneAt),
          lt(mentoringSessions.startsAt, session.startsAt),
          FROM_A_KEPT_SESSION,
        ),
      ),
    )
    .orderBy(
      asc(mentoringSessions.startsAt),
      asc(mentoringActionItems.createdAt),
      asc(mentoringActionItems.id),
    );
  return records.map((record) => toActionItem(actor, record, session.id));
}

export async function addActionItem(
  db: Database,
  actor: PolicyActor,
  input: { sessionId: string; now: Date } & Required<CreateActionItemInput>,
): Promise<ActionItem> {
  const byUserId = userIdOf(actor);
  return db.transaction(async (tx) => {
    const session = await findFollowUpSession(tx, actor, input.sessionId, { lock: true });
    assertCan(actor, "editActionItems", { kind: "session", ...session });
    const [counted] = await tx
      .select({ n: count() })
      .from(mentoringActionItems)
      .where(eq(mentoringActionItems.sessionId, session.id));
    if ((counted?.n ?? 0) >= ACTION_ITEMS_PER_SESSION_MAX) {
      throw new AppError("conflict", MENTORING_AFTER_MESSAGES.tooManyActionItems);
    }
    const [item] = await tx
      .insert(mentoringActionItems)
      .values({
        sessionId: session.id,
        mentorId: session.mentorId,
        menteeId: session.menteeId,
        text: input.text,
        owner: input.owner,
        dueDate: input.dueDate,
        createdBy: byUserId,
        createdAt: input.now,
      })
      .returning();
    if (!item) throw new Error("the action item insert returned no row");
    return toActionItem(actor, { item, session }, session.id);
  });
}

/** An item by id with its session, for one of the pair; anyone else is told it does not exist. */
async function findItemFor(tx: Database, actor: PolicyActor, id: string, lock: boolean): Promise<ItemRecord> {
  const userId = userIdOf(actor);
  const notFound = new AppError("not_found", MENTORING_AFTER_MESSAGES.actionItemNotFound);
  if (!isUuid(id)) throw notFound;
  const query = tx
    .select(ITEM_COLUMNS)
    .from(mentoringActionItems)
    .innerJoin(mentoringSessions, eq(mentoringSessions.id, mentoringActionItems.sessionId))
    .where(eq(mentoringActionItems.id, id));
  const [record] = lock ? await query.for("update", { of: mentoringActionItems }) : await query;
  if (!record || (record.item.mentorId !== userId && record.item.menteeId !== userId)) throw notFound;
  return record;
}

export async function updateActionItem(
  db: Database,
  actor: PolicyActor,
  input: { id: string; now: Date } & UpdateActionItemInput,
): Promise<ActionItem> {
  return db.transaction(async (tx) => {
    const record = await findItemFor(tx, actor, input.id, true);
    assertCan(actor, "editActionItems", { kind: "session", ...record.session });
    const doneAt =
      input.done === undefined ? undefined : input.done ? (record.item.doneAt ?? input.now) : null;
    const [item] = await tx
      .update(mentoringActionItems)
      .set({ text: input.text, owner: input.owner, dueDate: input.dueDate, doneAt })
      .where(eq(mentoringActionItems.id, record.item.id))
      .returning();
    if (!item) throw new AppError("not_found", MENTORING_AFTER_MESSAGES.actionItemNotFound);
    return toActionItem(actor, { item, session: record.session }, record.session.id);
  });
}

export async function deleteActionItem(db: Database, actor: PolicyActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await findItemFor(tx, actor, id, true);
    assertCan(actor, "editActionItems", { kind: "session", ...record.session });
    await tx.delete(mentoringActionItems).where(eq(mentoringActionItems.id, record.item.id));
  });
}

const DASHBOARD_ACTION_ITEMS = 20;
const mentors = alias(users, "item_mentor");
const mentees = alias(users, "item_mentee");

/** The person's open items with anyone, as mentor or as mentee, oldest first: the dashboard's card. */
export async function openActionItemsOf(db: Database, actor: PolicyActor): Promise<DashboardActionItem[]> {
  const userId = userIdOf(actor);
  const mine: SQL | undefined = or(
    eq(mentoringActionItems.mentorId, userId),
    eq(mentoringActionItems.menteeId, userId),
  );
  const records = await db
    .select({
      ...ITEM_COLUMNS,
      mentor: { id: mentors.id, name: mentors.name },
      mentee: { id: mentees.id, name: mentees.name },
    })
    .from(mentoringActionItems)
    .innerJoin(mentoringSessions, eq(mentoringSessions.id, mentoringActionItems.sessionId))
    .innerJoin(mentors, eq(mentors.id, mentoringActionItems.mentorId))
    .innerJoin(mentees, eq(mentees.id, mentoringActionItems.menteeId))
    .where(and(mine, isNull(mentoringActionItems.doneAt), FROM_A_KEPT_SESSION))
    .orderBy(asc(mentoringActionItems.createdAt), asc(mentoringActionItems.id))
    .limit(DASHBOARD_ACTION_ITEMS);
  return records.map((record) => {
    const viewerRole = record.item.mentorId === userId ? "mentor" : "mentee";
    return {
      ...toActionItem(actor, record, record.session.id),
      viewerRole,
      withPerson: viewerRole === "mentor" ? record.mentee : record.mentor,
    };
  });
}

import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { rankedAtFor } from "../../modules/feeds/feed-records";
import type { Database } from "../client";
import {
  feedComments,
  feedItems,
  feedReactions,
  incubatorMembers,
  incubators,
  positions,
  projectMilestones,
  projects,
  teamMembers,
  teams,
} from "../schema";
import { DEMO_INCUBATOR_POSTS, DEMO_TEAM_POSTS, type DemoFeedPost } from "./demo-feed-content";
import { DEMO_INCUBATORS } from "./demo-incubators";
import { DEMO_TEAMS } from "./demo-team-content";
import type { SeedContext, SeedStep } from "./seed";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type ItemRow = typeof feedItems.$inferInsert & { id: string };
type CommentRow = typeof feedComments.$inferInsert & { id: string };
type ReactionRow = typeof feedReactions.$inferInsert;

interface Scope {
  kind: "incubator" | "team";
  id: string;
  incubatorId: string;
  teamId: string | null;
  name: string;
  /** Who writes and reacts here, in a stable order. */
  people: string[];
}

interface Rows {
  items: ItemRow[];
  comments: CommentRow[];
  reactions: ReactionRow[];
}

/** The person at `index`, going round the scope's people. */
function personAt(scope: Scope, index: number): string | undefined {
  return scope.people.length === 0 ? undefined : scope.people[index % scope.people.length];
}

function addPosts(rows: Rows, scope: Scope, posts: readonly DemoFeedPost[], now: Date): void {
  posts.forEach((post, postIndex) => {
    const authorId = personAt(scope, postIndex * 2);
    if (authorId === undefined) return;
    const createdAt = new Date(now.getTime() - post.daysAgo * DAY_MS);
    const itemId = randomUUID();
    let commentCount = 0;
    let offset = 1;
    for (const comment of post.comments) {
      const commentId = randomUUID();
      const commenter = personAt(scope, postIndex + offset) ?? authorId;
      rows.comments.push({
        id: commentId,
        itemId,
        authorId: commenter,
        body: comment.body,
        createdAt: new Date(createdAt.getTime() + offset * HOUR_MS),
      });
      commentCount += 1;
      offset += 1;
      for (const reply of comment.replies ?? []) {
        rows.comments.push({
          id: randomUUID(),
          itemId,
          parentId: commentId,
          authorId: authorId === commenter ? (personAt(scope, postIndex + offset) ?? authorId) : authorId,
          body: reply,
          createdAt: new Date(createdAt.getTime() + offset * HOUR_MS),
        });
        commentCount += 1;
        offset += 1;
      }
    }
    const reactors = post.reactions.flatMap((reaction, index) => {
      const userId = personAt(scope, postIndex * 2 + index + 1);
      return userId === undefined || userId === authorId ? [] : [{ itemId, userId, reaction, createdAt }];
    });
    const unique = reactors.filter(
      (one, index) =>
        reactors.findIndex((other) => other.userId === one.userId && other.reaction === one.reaction) ===
        index,
    );
    rows.reactions.push(...unique);
    rows.items.push({
      id: itemId,
      scopeKind: scope.kind,
      scopeId: scope.id,
      incubatorId: scope.incubatorId,
      teamId: scope.teamId,
      kind: "post",
      authorId,
      body: post.body.replaceAll("{incubator}", scope.name).replaceAll("{team}", scope.name),
      commentCount,
      reactionCount: unique.length,
      pinnedAt: post.pinned ? createdAt : null,
      createdAt,
      rankedAt: rankedAtFor(createdAt, unique.length, commentCount),
    });
  });
}

function platformItem(
  scope: Scope,
  item: Pick<ItemRow, "kind" | "authorId" | "body" | "link" | "subjectKey"> & { createdAt: Date },
): ItemRow {
  return {
    // Without reactions or comments, an item ranks at its creation.
    rankedAt: item.createdAt,
    id: randomUUID(),
    scopeKind: scope.kind,
    scopeId: scope.id,
    incubatorId: scope.incubatorId,
    teamId: scope.teamId,
    ...item,
  };
}

/**
 * A lively history in the demo incubators' and teams' feeds: posts with comments, replies and reactions
 * by their members, and the items the platform would have written (new members, projects, milestones,
 * open positions). Runs after the teams step, in the same transaction; one insert per table.
 */
export async function seedDemoFeeds(tx: Database, { now }: SeedContext): Promise<void> {
  const rows: Rows = { items: [], comments: [], reactions: [] };
  const incubatorRows = await tx
    .select({ id: incubators.id, slug: incubators.slug, name: incubators.name, ownerId: incubators.ownerId })
    .from(incubators)
    .where(
      inArray(
        incubators.slug,
        DEMO_INCUBATORS.map((incubator) => incubator.slug),
      ),
    );
  for (const incubator of incubatorRows) {
    const members = await tx
      .select({ userId: incubatorMembers.userId, joinedAt: incubatorMembers.joinedAt })
      .from(incubatorMembers)
      .where(and(eq(incubatorMembers.incubatorId, incubator.id), eq(incubatorMembers.status, "active")))
      .orderBy(incubatorMembers.joinedAt, incubatorMembers.userId);
    const scope: Scope = {
      kind: "incubator",
      id: incubator.id,
      incubatorId: incubator.id,
      teamId: null,
      name: incubator.name,
      people: [
        ...new Set([
          ...(incubator.ownerId ? [incubator.ownerId] : []),
          ...members.map((member) => member.userId),
        ]),
      ],
    };
    addPosts(rows, scope, DEMO_INCUBATOR_POSTS, now);
    for (const member of members) {
      rows.items.push(
        platformItem(scope, {
          kind: "incubator_member_joined",
          authorId: member.userId,
          body: `Joined ${incubator.name}. Welcome!`,
          link: null,
          subjectKey: `incubator-member:${incubator.id}:${member.userId}`,
          createdAt: member.joinedAt,
        }),
      );
    }
    const open = await tx
      .select({
        id: positions.id,
        title: positions.title,
        createdBy: positions.createdBy,
        createdAt: positions.createdAt,
        teamName: teams.name,
      })
      .from(positions)
      .innerJoin(teams, eq(teams.id, positions.teamId))
      .where(and(eq(positions.incubatorId, incubator.id), eq(positions.status, "open")));
    for (const position of open) {
      rows.items.push(
        platformItem(scope, {
          kind: "position_opened",
          authorId: position.createdBy,
          body: `${position.teamName} is looking for: ${position.title}.`,
          link: { label: "See open positions", path: `/incubators/${incubator.slug}/positions` },
          subjectKey: `position:${position.id}`,
          createdAt: position.createdAt,
        }),
      );
    }
  }

  const teamRows = await tx
    .select({ id: teams.id, name: teams.name, incubatorId: teams.incubatorId })
    .from(teams)
    .where(
      inArray(
        teams.slug,
        DEMO_TEAMS.map((team) => team.slug),
      ),
    );
  for (const team of teamRows) {
    const members = await tx
      .select({ userId: teamMembers.userId, joinedAt: teamMembers.joinedAt })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id))
      .orderBy(teamMembers.joinedAt, teamMembers.userId);
    const scope: Scope = {
      kind: "team",
      id: team.id,
      incubatorId: team.incubatorId,
      teamId: team.id,
      name: team.name,
      people: members.map((member) => member.userId),
    };
    addPosts(rows, scope, DEMO_TEAM_POSTS, now);
    for (const member of members) {
      rows.items.push(
        platformItem(scope, {
          kind: "team_member_joined",
          authorId: member.userId,
          body: `Joined ${team.name}. Say hello!`,
          link: null,
          subjectKey: `team-member:${team.id}:${member.userId}`,
          createdAt: member.joinedAt,
        }),
      );
    }
    const teamProjects = await tx
      .select({
        id: projects.id,
        name: projects.name,
        slug: projects.slug,
        createdBy: projects.createdBy,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .where(eq(projects.teamId, team.id));
    for (const project of teamProjects) {
      rows.items.push(
        platformItem(scope, {
          kind: "project_update",
          authorId: project.createdBy,
          body: `${team.name} started a new project: ${project.name}.`,
          link: { label: "See the project", path: `/projects/${project.slug}` },
          subjectKey: `project:${project.id}`,
          createdAt: project.createdAt,
        }),
      );
      const done = await tx
        .select({
          id: projectMilestones.id,
          title: projectMilestones.title,
          doneAt: projectMilestones.doneAt,
        })
        .from(projectMilestones)
        .where(eq(projectMilestones.projectId, project.id));
      for (const milestone of done) {
        if (milestone.doneAt === null) continue;
        rows.items.push(
          platformItem(scope, {
            kind: "milestone_done",
            authorId: null,
            body: `Milestone done on ${project.name}: ${milestone.title}.`,
            link: { label: "See the project", path: `/projects/${project.slug}` },
            subjectKey: `milestone:${milestone.id}`,
            createdAt: milestone.doneAt,
          }),
        );
      }
    }
  }

  if (rows.items.length > 0) await tx.insert(feedItems).values(rows.items);
  const topLevel = rows.comments.filter((comment) => comment.parentId === undefined);
  const replies = rows.comments.filter((comment) => comment.parentId !== undefined);
  if (topLevel.length > 0) await tx.insert(feedComments).values(topLevel);
  if (replies.length > 0) await tx.insert(feedComments).values(replies);
  if (rows.reactions.length > 0) await tx.insert(feedReactions).values(rows.reactions);
}

export const demoFeedsStep: SeedStep = { name: "feeds", run: seedDemoFeeds };

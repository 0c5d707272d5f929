import type { ProjectCoverResponse } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projects, teams } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  type ServedImage,
  STORED_IMAGE_MIME_TYPES,
} from "../../lib/storage/stored-images";
import { teamImageAudience } from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";
import { announceProject, loadProjectAccess, projectForChange } from "./project-records";
import { recordProjectUpdate } from "./project-updates";

/** A project's cover: uploaded by the team's members, served to those who see the team. */

/** Covers are images. */
export const PROJECT_COVER_MIME_TYPES = STORED_IMAGE_MIME_TYPES;
export const PROJECT_COVER_URL_PREFIX = "/api/files/project-covers/";
export const projectCovers = createStoredImages({
  keyPrefix: "project-covers/",
  urlPrefix: PROJECT_COVER_URL_PREFIX,
  notFoundMessage: "There is no such cover.",
});

/** Deletes the covers of projects that are gone (their team was deleted). */
export async function removeProjectCovers(storage: Storage, urls: readonly (string | null)[]): Promise<void> {
  for (const url of urls) await projectCovers.remove(storage, url);
}

/** Refuses before a byte of an upload is read: only a team member's upload is worth receiving. */
export async function assertMayEditProject(db: Database, actor: PolicyActor, slug: string): Promise<void> {
  const { access } = await loadProjectAccess(db, actor, slug);
  teamPolicy.assertCan(actor, "manageProjects", access);
}

/** Stores a checked image as the project's cover and deletes the one it replaces. */
export async function setProjectCover(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; file: CheckedFileStream },
  services: { storage: Storage },
): Promise<ProjectCoverResponse> {
  const cover = projectCovers.newFile(input.file);
  await projectCovers.replace(services.storage, cover, () =>
    db.transaction(async (tx) => {
      const { project, access } = await projectForChange(tx, actor, input.slug);
      const [row] = await tx
        .update(projects)
        .set({ coverUrl: cover.url })
        .where(eq(projects.id, project.id))
        .returning();
      if (row) {
        await announceProject(tx, "project.updated", row, access, false);
        await recordProjectUpdate(tx, {
          projectId: project.id,
          actor,
          kind: "updated",
          changedFields: ["cover"],
        });
      }
      return project.coverUrl;
    }),
  );
  return { coverUrl: cover.url };
}

/**
 * A cover by its file name, for those who may see its project's team (decision 024): anyone's for a
 * public team, otherwise as `canSeeTeam` decides; a name that is no project's cover is not found.
 */
export function readProjectCover(
  db: Database,
  actor: () => Promise<PolicyActor>,
  input: { name: string },
  services: { storage: Storage },
): Promise<ServedImage> {
  return projectCovers.serve(services.storage, input.name, async () => {
    const [team] = await db
      .select({ id: teams.id, visibility: teams.visibility })
      .from(projects)
      .innerJoin(teams, eq(teams.id, projects.teamId))
      .where(eq(projects.coverUrl, `${PROJECT_COVER_URL_PREFIX}${input.name}`));
    return team && teamImageAudience(db, actor, team);
  });
}

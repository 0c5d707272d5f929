import type { TeamLogoResponse } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { teams } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import type { PolicyActor } from "../../lib/policy";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  type ServedImage,
  STORED_IMAGE_MIME_TYPES,
} from "../../lib/storage/stored-images";
import { loadTeamAccess, teamImageAudience } from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";
import { teamForChange } from "./team-records";

/** A team's logo: uploaded by those who may edit the team, served to those who see it. */

/** Logos are images. */
export const TEAM_LOGO_MIME_TYPES = STORED_IMAGE_MIME_TYPES;
export const TEAM_LOGO_URL_PREFIX = "/api/files/team-logos/";
export const teamLogos = createStoredImages({
  keyPrefix: "team-logos/",
  urlPrefix: TEAM_LOGO_URL_PREFIX,
  notFoundMessage: "There is no such logo.",
});

/** Refuses before a byte of an upload is read: only an editor's upload is worth receiving. */
export async function assertMayEditTeam(db: Database, actor: PolicyActor, slug: string): Promise<void> {
  teamPolicy.assertCan(actor, "edit", await loadTeamAccess(db, actor, slug));
}

/**
 * Stores a checked image under a new random name, points the team's logo at it and deletes the logo it
 * replaces; if the change is refused after all, the new file is removed again.
 */
export async function setTeamLogo(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; file: CheckedFileStream },
  services: { storage: Storage },
  options: AuditOptions = {},
): Promise<TeamLogoResponse> {
  const logo = teamLogos.newFile(input.file);
  await teamLogos.replace(services.storage, logo, () =>
    db.transaction(async (tx) => {
      const { team } = await teamForChange(tx, actor, input.slug, "edit");
      await tx.update(teams).set({ logoUrl: logo.url }).where(eq(teams.id, team.id));
      await recordAudit(tx, {
        actor,
        action: "team.update",
        target: { type: "team", id: team.id },
        before: { logoUrl: team.logoUrl },
        after: { logoUrl: logo.url },
        requestId: options.requestId,
      });
      return team.logoUrl;
    }),
  );
  return { logoUrl: logo.url };
}

/**
 * A logo by its file name, for those who may see its team (decision 024): anyone's for a public team,
 * otherwise as `canSeeTeam` decides; a name that is no team's logo is not found.
 */
export function readTeamLogo(
  db: Database,
  actor: () => Promise<PolicyActor>,
  input: { name: string },
  services: { storage: Storage },
): Promise<ServedImage> {
  return teamLogos.serve(services.storage, input.name, async () => {
    const [team] = await db
      .select({ id: teams.id, visibility: teams.visibility })
      .from(teams)
      .where(eq(teams.logoUrl, `${TEAM_LOGO_URL_PREFIX}${input.name}`));
    return team && teamImageAudience(db, actor, team);
  });
}

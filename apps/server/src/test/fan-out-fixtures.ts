import { eq } from "drizzle-orm";
import { chatChannels, teamMembers } from "../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "./auth-test-helpers";
import { insertIncubator, insertTeam, joinIncubatorAs } from "./position-test-helpers";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The world the fan-out limit tests write in (docs/decisions/025-fan-out-limits.md): a leader and a
 * teammate of one team, with its channel, on an app whose reaction merge window is an hour, so every
 * change of a test falls in the window it opens, however slow the machine.
 */

export interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}

export interface FanOutWorld {
  t: TestApp;
  leader: Caller;
  teammate: Caller;
  incubator: { id: string; slug: string };
  team: { id: string; slug: string };
  channelId: string;
  /** A request as one of the two, from their own address. */
  as: (caller: Caller, path: string, body?: unknown, method?: string) => Promise<Response>;
}

export const FAN_OUT_MERGE_WINDOW_MS = 3_600_000;

/** `domain` and `firstAddress` keep each file's people and client addresses apart. */
export async function createFanOutWorld(domain: string, firstAddress: number): Promise<FanOutWorld> {
  const t = await createTestApp({ REALTIME_MERGE_WINDOW_MS: String(FAN_OUT_MERGE_WINDOW_MS) });
  const signedUp = async (name: string, index: number): Promise<Caller> => {
    const ip = `203.0.113.${firstAddress + index}`;
    const { jar, userId } = await createVerifiedUser(
      t.app,
      t.db,
      person(`${name.toLowerCase()}@${domain}`, { firstName: name }),
      { ip },
    );
    return { jar, ip, userId };
  };
  const leader = await signedUp("Leader", 1);
  const teammate = await signedUp("Teammate", 2);
  const incubator = await insertIncubator(t.db);
  await joinIncubatorAs(t.db, leader.userId, incubator.id, "subscriber");
  await joinIncubatorAs(t.db, teammate.userId, incubator.id, "guest");
  const team = await insertTeam(t.db, incubator.id, leader.userId);
  await t.db.insert(teamMembers).values({ teamId: team.id, userId: teammate.userId });
  const [channel] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, team.id));
  if (!channel) throw new Error("the team has no channel");
  const as = (caller: Caller, path: string, body?: unknown, method?: string) =>
    call(t.app, path, body, { jar: caller.jar, ip: caller.ip, method });
  return { t, leader, teammate, incubator, team, channelId: channel.id, as };
}

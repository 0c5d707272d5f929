import { GamesHubPage } from "@/features/games/pages/games-hub-page";
import { GamesNextSteps } from "@/features/skills/components/games-next-steps";
import { useSession } from "@/lib/auth/session";

/**
 * `/games`: a page of the app rather than of the games feature, since it composes the hub with the
 * skills feature's suggestions (docs/decisions/049-games-hub.md).
 */
export function GamesPage() {
  const session = useSession();
  return <GamesHubPage nextSteps={session.data ? <GamesNextSteps /> : null} />;
}

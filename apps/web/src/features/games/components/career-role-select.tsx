import { CAREER_ENDINGS, type CareerBest, CORE_TEAM_ROLES, type CoreTeamRole } from "@hatchery/shared";
import { CAREER_ROLES } from "../career-format";
import { playGameSound } from "../game-sounds";

interface CareerRoleSelectProps {
  bests: readonly CareerBest[];
  /** The role whose scenarios are loading: its button says so and the others wait. */
  loading: CoreTeamRole | null;
  onSelect: (role: CoreTeamRole) => void;
}

/** The four roles to play, each with what it answers for and, signed in, the person's best run of it. */
export function CareerRoleSelect({ bests, loading, onSelect }: CareerRoleSelectProps) {
  const bestOf = new Map(bests.map((best) => [best.role, best]));
  function select(role: CoreTeamRole) {
    // Picking a role is a weighty confirmation; the role's own motif follows it.
    playGameSound("role-select");
    playGameSound(CAREER_ROLES[role].sound);
    onSelect(role);
  }
  return (
    <section aria-labelledby="career-roles" className="space-y-3">
      <h2 id="career-roles" className="text-lg font-semibold">
        Choose a role
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {CORE_TEAM_ROLES.map((role) => {
          const best = bestOf.get(role);
          return (
            <li key={role}>
              <button
                type="button"
                disabled={loading !== null}
                aria-labelledby={`career-role-${role}-name`}
                aria-describedby={`career-role-${role}`}
                onMouseEnter={() => playGameSound("menu-hover")}
                onFocus={() => playGameSound("menu-hover")}
                onClick={() => select(role)}
                className="flex h-full w-full flex-col items-start gap-1 rounded-lg border bg-card p-4 text-start hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
              >
                <span id={`career-role-${role}-name`} className="text-lg font-semibold">
                  Play as {CAREER_ROLES[role].name}
                  {loading === role && <span className="font-normal"> (loading…)</span>}
                </span>
                <span id={`career-role-${role}`} className="text-sm text-muted-foreground">
                  {CAREER_ROLES[role].description}
                  {best &&
                    ` Your best: ${best.bestScore} out of 100, ${CAREER_ENDINGS[best.rating].title.toLowerCase()} (${best.runsPlayed} ${best.runsPlayed === 1 ? "run" : "runs"}).`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

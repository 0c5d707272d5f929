import { CORE_TEAM_ROLE_LABELS, CORE_TEAM_ROLE_TITLES, type PersonProfile } from "@hatchery/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { PersonAvatar } from "@/components/person-avatar";
import { RoleShareBars } from "@/components/role-share-bars";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/dates";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `person-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function teamPlace(team: PersonProfile["teams"][number]): string {
  const role = team.coreRole ? CORE_TEAM_ROLE_LABELS[team.coreRole] : team.title;
  return [team.isLeader ? "Leader" : null, role || null].filter(Boolean).join(", ") || "Member";
}

/**
 * A person's profile (decision 063): who they are, what they look for in a team, where they are, and
 * what they chose to show of their assessment and skills. `actions` is the row under the name where
 * actions on the person go (a message, later); `skills` draws the skills profile, which the page
 * composes from the skills feature.
 */
export function PersonProfileView({
  profile,
  actions,
  skills,
}: {
  profile: PersonProfile;
  actions?: ReactNode;
  skills?: ReactNode;
}) {
  const { person } = profile;
  const hasPreferences =
    profile.preferredRoles.length > 0 || profile.skills.length > 0 || profile.hoursPerWeek !== null;
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <PersonAvatar person={person} className="size-24 text-2xl" />
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{person.name}</h1>
          {profile.headline && <p className="text-lg text-muted-foreground">{profile.headline}</p>}
          {profile.location && <p className="text-sm text-muted-foreground">{profile.location}</p>}
          {profile.isOwn && (
            <p className="text-sm">
              This is your profile as others see it.{" "}
              <Link to="/profile#profile-visibility" className="font-medium underline underline-offset-4">
                Change who can see it
              </Link>
            </p>
          )}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      </header>

      {profile.bio && (
        <Section title="About">
          <MarkdownText source={profile.bio} />
        </Section>
      )}

      {hasPreferences && (
        <Section title="In a team">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {profile.preferredRoles.length > 0 && (
              <div>
                <dt className="font-medium">
                  Preferred roles ({profile.rolePreference === "must_have" ? "must-have" : "flexible"})
                </dt>
                <dd className="mt-1 flex flex-wrap gap-1">
                  {profile.preferredRoles.map((role) => (
                    <Badge key={role} variant="secondary" title={CORE_TEAM_ROLE_TITLES[role]}>
                      {CORE_TEAM_ROLE_LABELS[role]}
                    </Badge>
                  ))}
                </dd>
              </div>
            )}
            {profile.hoursPerWeek !== null && (
              <div>
                <dt className="font-medium">Hours a week</dt>
                <dd className="mt-1">{profile.hoursPerWeek}</dd>
              </div>
            )}
            {profile.skills.length > 0 && (
              <div className="sm:col-span-2">
                <dt className="font-medium">Skills</dt>
                <dd className="mt-1 flex flex-wrap gap-1">
                  {profile.skills.map((skill) => (
                    <Badge key={skill} variant="outline">
                      {skill}
                    </Badge>
                  ))}
                </dd>
              </div>
            )}
          </dl>
        </Section>
      )}

      {(profile.incubators.length > 0 || profile.teams.length > 0 || profile.projects.length > 0) && (
        <Section title="Incubators, teams and projects">
          <div className="grid gap-4 text-sm md:grid-cols-3">
            {profile.incubators.length > 0 && (
              <div>
                <h3 className="font-medium">Incubators</h3>
                <ul className="mt-1 flex flex-col gap-1">
                  {profile.incubators.map((incubator) => (
                    <li key={incubator.slug}>
                      <Link to={`/incubators/${incubator.slug}`} className="hover:underline">
                        {incubator.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {profile.teams.length > 0 && (
              <div>
                <h3 className="font-medium">Teams</h3>
                <ul className="mt-1 flex flex-col gap-1">
                  {profile.teams.map((team) => (
                    <li key={team.slug}>
                      <Link to={`/teams/${team.slug}`} className="hover:underline">
                        {team.name}
                      </Link>{" "}
                      <span className="text-muted-foreground">· {teamPlace(team)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {profile.projects.length > 0 && (
              <div>
                <h3 className="font-medium">Projects</h3>
                <ul className="mt-1 flex flex-col gap-1">
                  {profile.projects.map((project) => (
                    <li key={project.slug}>
                      <Link to={`/projects/${project.slug}`} className="hover:underline">
                        {project.name}
                      </Link>{" "}
                      <span className="text-muted-foreground">· {project.teamName}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </Section>
      )}

      {profile.roleFit && (
        <Section title="Role fit">
          <p className="text-sm text-muted-foreground">
            {person.name}'s own exploration in the career assessment, taken{" "}
            {formatDate(profile.roleFit.takenAt)}. It helps start a conversation; it is not a ranking.
          </p>
          <RoleShareBars roles={profile.roleFit.roles} />
        </Section>
      )}

      {profile.skillsProfile && skills && <Section title="Skills profile">{skills}</Section>}
    </article>
  );
}

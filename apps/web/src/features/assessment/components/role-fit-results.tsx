import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLE_TITLES,
  type CoreTeamRole,
  type RoleFitScores,
} from "@hatchery/shared";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useUpdateProfile } from "@/lib/account/update-profile";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { leadingRoles, RoleFitChart } from "./role-fit-chart";

/** Where to read more about each role: the library's section on it. */
const LIBRARY_SECTION: Record<CoreTeamRole, { path: string; title: string }> = {
  ceo: { path: "/library/product", title: "Product" },
  cto: { path: "/library/tech-roles", title: "Tech roles" },
  cco: { path: "/library/sales-lifecycle", title: "Sales lifecycle" },
  cgo: { path: "/library/sales-lifecycle", title: "Sales lifecycle" },
};

const ROLE_SUMMARY: Record<CoreTeamRole, string> = {
  ceo: "sets the direction, brings people together and makes the hard calls",
  cto: "decides how the product is built and keeps it running",
  cco: "wins customers and keeps them happy",
  cgo: "finds new users and channels, and measures what works",
};

function SetPreferredRoles({ roles }: { roles: CoreTeamRole[] }) {
  const update = useUpdateProfile();
  const names = roles.map((role) => CORE_TEAM_ROLE_LABELS[role]).join(" and ");
  return (
    <div className="space-y-2 rounded-md border p-4">
      <p>
        Your team preferences are what team suggestions match on. Use {names} as your preferred{" "}
        {roles.length === 1 ? "role" : "roles"}? You can change them any time on your{" "}
        <Link to="/profile" className="underline">
          profile
        </Link>
        .
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { preferredRoles: roles },
            {
              onSuccess: () => toast({ title: "Preferred roles saved" }),
              onError: (error) =>
                toast({
                  title: "Couldn't save your preferred roles",
                  description: errorMessage(error),
                  variant: "destructive",
                }),
            },
          )
        }
      >
        Set {names} as my preferred {roles.length === 1 ? "role" : "roles"}
      </Button>
    </div>
  );
}

export function RoleFitResults({ scores, signedIn }: { scores: RoleFitScores; signedIn: boolean }) {
  const leading = leadingRoles(scores);
  const sections = [
    ...new Map(
      leading.map((entry) => [LIBRARY_SECTION[entry.role].path, LIBRARY_SECTION[entry.role]]),
    ).values(),
  ];
  return (
    <section aria-labelledby="role-fit-results" className="space-y-4">
      <h3 id="role-fit-results" className="text-xl font-semibold">
        Your role fit
      </h3>
      <RoleFitChart scores={scores} />
      <p>
        Each bar is how often you chose what a role would choose, out of the most that role could have had.
        Your answers leaned most towards{" "}
        {leading.map((entry, position) => (
          <span key={entry.role}>
            {position > 0 && " and "}
            <strong>
              {CORE_TEAM_ROLE_LABELS[entry.role]} ({CORE_TEAM_ROLE_TITLES[entry.role]})
            </strong>
            , who {ROLE_SUMMARY[entry.role]}
          </span>
        ))}
        .
      </p>
      <p>
        Read more in the library:{" "}
        {sections.map((section, position) => (
          <span key={section.path}>
            {position > 0 && ", "}
            <Link to={section.path} className="underline">
              {section.title}
            </Link>
          </span>
        ))}
        , or practise the role in the{" "}
        <Link to="/games" className="underline">
          career games
        </Link>
        .
      </p>
      {signedIn && <SetPreferredRoles roles={leading.map((entry) => entry.role)} />}
    </section>
  );
}

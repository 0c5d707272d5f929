import { CORE_TEAM_ROLE_LABELS, type IncubatorMember } from "@hatchery/shared";
import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { PersonLink } from "@/components/person-link";
import { PersonMessageActionFor } from "@/components/person-message-action";
import { QueryList } from "@/components/query-list";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useIncubatorMembers } from "../api/list-incubator-members";

/** The incubator's members for those inside it: searched by name, each with their teams and wanted roles. */
export function CommunityMembers({ slug, incubatorName }: { slug: string; incubatorName: string }) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const members = useIncubatorMembers(slug, deferred);
  const searchId = useId();
  return (
    <section aria-labelledby="community-members" className="space-y-3">
      {/* Not "Members": the page's side already has a region of that name, the counts. */}
      <h3 id="community-members" className="text-lg font-semibold">
        Member directory
      </h3>
      <div className="max-w-sm space-y-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search members
        </label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="A name"
          maxLength={100}
        />
      </div>
      <QueryList
        query={members}
        loadingLabel="Loading members…"
        skeleton={
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        }
        errorTitle="The members could not be loaded"
        empty={
          <p className="text-sm text-muted-foreground">
            {deferred.trim()
              ? `No member of ${incubatorName} is named like “${deferred.trim()}”.`
              : "No members yet."}
          </p>
        }
        announce={(count, more) => `${count}${more ? "+" : ""} members shown`}
        loadMoreLabels={{ idle: "More members", busy: "Loading more members…" }}
      >
        {(items) => (
          <ul aria-label={`Members of ${incubatorName}`} className="divide-y rounded-xl border">
            {items.map((member) => (
              <MemberRow key={member.person.id} member={member} />
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

function MemberRow({ member }: { member: IncubatorMember }) {
  return (
    <li className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <PersonLink person={member.person} withAvatar />
        {member.headline && <p className="text-sm text-muted-foreground">{member.headline}</p>}
        {member.teams.length > 0 && (
          <p className="text-sm">
            {member.teams.map((team, index) => (
              <span key={team.slug}>
                {index > 0 && ", "}
                {team.isLeader
                  ? "Leads "
                  : team.coreRole
                    ? `${CORE_TEAM_ROLE_LABELS[team.coreRole]} at `
                    : "In "}
                <Link to={`/teams/${team.slug}`} className="underline underline-offset-2">
                  {team.name}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="outline">{member.tier === "subscriber" ? "Subscriber" : "Guest"}</Badge>
        {member.preferredRoles.map((role) => (
          <Badge key={role} variant="secondary">
            Wants {CORE_TEAM_ROLE_LABELS[role]}
          </Badge>
        ))}
        <PersonMessageActionFor person={member.person} />
      </div>
    </li>
  );
}

import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLE_TITLES,
  CORE_TEAM_ROLES,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  POSITION_ROLE_FILTERS,
  type PositionListItem,
  type PositionRoleFilter,
} from "@hatchery/shared";
import { useId } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { QueryList } from "@/components/query-list";
import { buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { type PositionFilters, useIncubatorPositions } from "../api/list-incubator-positions";
import { ApplyToPosition } from "../components/positions/apply-to-position";
import { MyApplicationsButton } from "../components/positions/my-applications-dialog";
import { PositionMeta } from "../components/positions/position-meta";

/** Commitments people filter by, in hours a week; a link may carry any other whole number too. */
const COMMITMENT_CHOICES = [5, 10, 20, 30, 40] as const;

const selectClassName =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:w-56";

function readRole(value: string | null): PositionRoleFilter | undefined {
  return POSITION_ROLE_FILTERS.find((role) => role === value);
}

function readCommitment(value: string | null): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  const hours = Number(value);
  return hours >= POSITION_HOURS_MIN && hours <= POSITION_HOURS_MAX ? hours : undefined;
}

/**
 * `/incubators/{slug}/positions`: every open position of the incubator's teams, for those who see them
 * all (its members, its owner, administrators; decision 024). The
 * filters live in the address, so a filtered list can be shared; applying happens in place.
 */
export function IncubatorPositionsPage() {
  const { slug = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const filters: PositionFilters = {
    role: readRole(params.get("role")),
    commitment: readCommitment(params.get("commitment")),
  };
  const list = useIncubatorPositions(slug, filters);
  const roleId = useId();
  const commitmentId = useId();
  const filtered = filters.role !== undefined || filters.commitment !== undefined;
  const commitmentChoices =
    filters.commitment === undefined || COMMITMENT_CHOICES.some((hours) => hours === filters.commitment)
      ? COMMITMENT_CHOICES
      : [...COMMITMENT_CHOICES, filters.commitment].sort((a, b) => a - b);

  function update(next: PositionFilters) {
    const merged = { ...filters, ...next };
    const query = new URLSearchParams();
    if (merged.role) query.set("role", merged.role);
    if (merged.commitment !== undefined) query.set("commitment", String(merged.commitment));
    setParams(query, { replace: true });
  }

  const refusal = list.isError && list.error instanceof ApiError ? list.error : undefined;
  if (refusal && (refusal.status === 403 || refusal.status === 404)) {
    // 403: not a member of the incubator (the server's words say to join); 404: no such incubator.
    const notMember = refusal.status === 403;
    return (
      <PageContainer className="pb-16">
        <PageHeader title="Incubator positions" lead={refusal.message} />
        <Link to={notMember ? `/incubators/${slug}` : "/incubators"} className={buttonVariants()}>
          {notMember ? "Go to the incubator to join" : "Browse incubators"}
        </Link>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Incubator positions"
        lead="Every open position in this incubator's teams. Apply with a short message; the team's leader answers."
      />
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="space-y-2">
          <Label htmlFor={roleId}>Role</Label>
          <select
            id={roleId}
            value={filters.role ?? ""}
            onChange={(event) => update({ role: readRole(event.target.value) })}
            className={selectClassName}
          >
            <option value="">Any role</option>
            {CORE_TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {CORE_TEAM_ROLE_LABELS[role]} – {CORE_TEAM_ROLE_TITLES[role]}
              </option>
            ))}
            <option value="other">Other roles</option>
          </select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={commitmentId}>Time you can give</Label>
          <select
            id={commitmentId}
            value={filters.commitment === undefined ? "" : String(filters.commitment)}
            onChange={(event) => update({ commitment: readCommitment(event.target.value) })}
            className={selectClassName}
          >
            <option value="">Any commitment</option>
            {commitmentChoices.map((hours) => (
              <option key={hours} value={String(hours)}>
                Up to {hours} h/week
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Link to={`/incubators/${slug}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            About the incubator
          </Link>
          <MyApplicationsButton />
        </div>
      </div>

      <QueryList
        query={list}
        loadingLabel="Loading positions…"
        skeleton={
          <ul className="grid gap-4 md:grid-cols-2">
            {[0, 1, 2, 3].map((key) => (
              <li key={key} className="grid gap-3 rounded-xl border p-5">
                <Skeleton className="h-6 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-5 w-2/3" />
              </li>
            ))}
          </ul>
        }
        errorTitle="The positions could not be loaded"
        announce={(count, more) =>
          count === 0 ? "No positions found" : `${count}${more ? " or more" : ""} positions`
        }
        empty={
          <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
            {filtered
              ? "No open position matches these filters."
              : "No team in this incubator has an open position right now."}
          </p>
        }
      >
        {(items) => (
          <ul aria-label="Positions" className="grid gap-4 md:grid-cols-2">
            {items.map((item) => (
              <PositionListCard key={item.position.id} item={item} />
            ))}
          </ul>
        )}
      </QueryList>
    </PageContainer>
  );
}

function PositionListCard({ item }: { item: PositionListItem }) {
  const { position, team, viewer } = item;
  const headingId = `position-${position.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      >
        <div className="flex min-w-0 items-center gap-3">
          {team.logoUrl ? (
            <img src={team.logoUrl} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
          ) : (
            <div
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 font-bold text-primary"
            >
              {team.name.charAt(0)}
            </div>
          )}
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {position.title}
            </h2>
            <Link
              to={`/teams/${team.slug}`}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {team.name}
            </Link>
          </div>
        </div>
        <PositionMeta position={position} />
        {position.description && (
          <p className="line-clamp-4 text-sm whitespace-pre-line">{position.description}</p>
        )}
        {position.offers && (
          <p className="text-sm whitespace-pre-line">
            <span className="font-medium">What the team offers: </span>
            {position.offers}
          </p>
        )}
        {/* At the foot of every card, so the buttons line up across a row of cards. Only for those
            who may apply: the page is also read by the teams' own members, the incubator's owner and
            administrators. */}
        {(viewer.canApply || viewer.openApplication) && (
          <div className="mt-auto pt-1">
            <ApplyToPosition
              position={position}
              teamName={team.name}
              openApplication={viewer.openApplication}
            />
          </div>
        )}
      </article>
    </li>
  );
}

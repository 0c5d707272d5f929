import type { ApplicationStatus } from "@hatchery/shared";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTeamApplications } from "../../api/list-team-applications";
import { ApplicationList } from "./application-list";
import { APPLICATION_STATUS_LABELS } from "./position-format";

type ApplicationTab = "pending" | "trial" | "decided";
const DECIDED: readonly ApplicationStatus[] = ["accepted", "declined", "withdrawn"];

/**
 * The team's applications for its leader, in three tabs: waiting for a look, on trial, and decided
 * (accepted, declined, withdrawn: the server lists one status at a time, so each has its own list).
 */
export function TeamApplicationsSection({ teamSlug }: { teamSlug: string }) {
  const [tab, setTab] = useState<ApplicationTab>("pending");
  return (
    <section aria-labelledby="team-applications-heading" className="grid gap-3">
      <h3 id="team-applications-heading" className="text-lg font-semibold">
        Applications
      </h3>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ApplicationTab)}>
        <TabsList className="grid w-full grid-cols-3 sm:w-auto sm:inline-grid">
          <TabsTrigger value="pending">Pending</TabsTrigger>
          <TabsTrigger value="trial">On trial</TabsTrigger>
          <TabsTrigger value="decided">Decided</TabsTrigger>
        </TabsList>
        <TabsContent value="pending" className="pt-3">
          <StatusList teamSlug={teamSlug} status="pending" empty="No applications are waiting for you." />
        </TabsContent>
        <TabsContent value="trial" className="pt-3">
          <StatusList teamSlug={teamSlug} status="trial" empty="Nobody is on trial." />
        </TabsContent>
        <TabsContent value="decided" className="grid gap-6 pt-3">
          {DECIDED.map((status) => (
            <section key={status} aria-labelledby={`applications-${status}`} className="grid gap-2">
              <h4 id={`applications-${status}`} className="font-medium">
                {APPLICATION_STATUS_LABELS[status]}
              </h4>
              <StatusList teamSlug={teamSlug} status={status} empty="None." />
            </section>
          ))}
        </TabsContent>
      </Tabs>
    </section>
  );
}

function StatusList({
  teamSlug,
  status,
  empty,
}: {
  teamSlug: string;
  status: ApplicationStatus;
  empty: string;
}) {
  const query = useTeamApplications(teamSlug, status);
  return (
    <ApplicationList
      query={query}
      mode="review"
      empty={empty}
      loadingLabel={`Loading ${APPLICATION_STATUS_LABELS[status].toLowerCase()} applications…`}
    />
  );
}

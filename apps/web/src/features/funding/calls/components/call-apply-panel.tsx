import { FUNDING_APPLICATION_STATUS_LABELS, type FundingCallDetailResponse } from "@hatchery/shared";
import { Link, useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { Button, buttonVariants } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useStartApplication } from "../../applications/api/funding-applications";

/**
 * The signed-in person's part in a call: their teams' applications to continue, and the teams they lead
 * with "Apply" or why the team may not (a guest leader is offered the incubator's plans).
 */
export function CallApplyPanel({
  callId,
  viewer,
  onUpgrade,
}: {
  callId: string;
  viewer: NonNullable<FundingCallDetailResponse["viewer"]>;
  onUpgrade?: () => void;
}) {
  const start = useStartApplication(callId);
  const navigate = useNavigate();
  const applied = new Set(viewer.applications.map((application) => application.team.id));
  const teams = viewer.teams.filter((team) => !applied.has(team.id));
  if (viewer.applications.length === 0 && teams.length === 0) return null;
  return (
    <section aria-labelledby="call-apply" className="grid gap-4 rounded-xl border p-5">
      <h2 id="call-apply" className="text-lg font-semibold">
        Your teams
      </h2>
      <ul className="grid gap-3">
        {viewer.applications.map((application) => (
          <li key={application.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {application.team.name} · {FUNDING_APPLICATION_STATUS_LABELS[application.status]}
            </span>
            <Link to={`/funding/applications/${application.id}`} className={buttonVariants({ size: "sm" })}>
              Continue your application
            </Link>
          </li>
        ))}
        {teams.map((team) => (
          <li key={team.id} className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{team.name}</span>
              {team.refusal === null && (
                <Button
                  size="sm"
                  disabled={start.isPending}
                  onClick={() =>
                    start.mutate(team.id, {
                      onSuccess: (answer) => navigate(`/funding/applications/${answer.application.id}`),
                    })
                  }
                >
                  Apply<span className="sr-only"> for {team.name}</span>
                </Button>
              )}
            </div>
            {team.refusal !== null && (
              <p className="text-sm text-muted-foreground">
                {team.refusal}{" "}
                {team.needsSubscription && onUpgrade && (
                  <Button size="sm" variant="link" className="h-auto p-0" onClick={onUpgrade}>
                    See the plans
                  </Button>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      <FormError message={start.isError ? errorMessage(start.error) : undefined} />
    </section>
  );
}

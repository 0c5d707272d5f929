import { PersonLink } from "@/components/person-link";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useApplication } from "../../api/get-application";
import { ApplicantRoleFit } from "./applicant-role-fit";
import { APPLICATION_STATUS_LABELS, formatDate } from "./position-format";

/**
 * Every step of an application, oldest first, as both sides read it; for the team's reviewers, the
 * role-fit summary the applicant chose to share comes first.
 */
export function ApplicationHistory({ applicationId }: { applicationId: string }) {
  const detail = useApplication(applicationId);
  if (detail.isPending) {
    return (
      <div className="grid gap-2">
        <p role="status" className="sr-only">
          Loading history…
        </p>
        <Skeleton aria-hidden="true" className="h-5 w-2/3" />
        <Skeleton aria-hidden="true" className="h-5 w-1/2" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(detail.error)}
      </p>
    );
  }
  const roleFit = detail.data.applicantRoleFit;
  return (
    <div className="grid gap-3">
      {roleFit && <ApplicantRoleFit roleFit={roleFit} name={detail.data.application.applicant.name} />}
      <ol aria-label="History" className="grid gap-2 border-l pl-4 text-sm">
        {detail.data.steps.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <span className="font-medium">{APPLICATION_STATUS_LABELS[step.status]}</span>
            <span className="text-muted-foreground">
              {" "}
              · {formatDate(step.at)}
              {step.actor && (
                <>
                  {" · "}
                  <PersonLink
                    person={step.actor}
                    className="text-muted-foreground underline underline-offset-4"
                  />
                </>
              )}
            </span>
            {step.note && <p className="text-muted-foreground">{step.note}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}

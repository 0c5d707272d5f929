import {
  APPLICATION_DECLINE_REASON_MAX_LENGTH,
  type Application,
  CORE_TEAM_ROLE_LABELS,
} from "@hatchery/shared";
import { ChevronDownIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/lazy-confirm-dialog";
import { PersonLink } from "@/components/person-link";
import { PersonMessageActionFor } from "@/components/person-message-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { possessive } from "@/lib/possessive";
import { cn } from "@/lib/utils";
import { useAcceptApplication } from "../../api/accept-application";
import { useDeclineApplication } from "../../api/decline-application";
import { useMoveApplicationToTrial } from "../../api/move-application-to-trial";
import { useWithdrawApplication } from "../../api/withdraw-application";
import { ApplicationHistory } from "./application-history";
import {
  APPLICATION_STATUS_LABELS,
  dayAfterToday,
  formatDate,
  formatDay,
  isOpenApplication,
} from "./position-format";

/**
 * One application, for the team's leader (`review`: start a trial, accept, decline) or its applicant
 * (`applicant`: withdraw). Each step asks first; its history opens in place.
 */
export function ApplicationCard({
  application,
  mode,
}: {
  application: Application;
  mode: "review" | "applicant";
}) {
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  const open = isOpenApplication(application.status);
  const what = application.position
    ? application.position.title
    : `Request to join${application.wantedRole ? ` as ${CORE_TEAM_ROLE_LABELS[application.wantedRole]}` : ""}`;
  const title = mode === "review" ? application.applicant.name : application.team.name;

  return (
    <article aria-label={`${title}: ${what}`} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-semibold">
            {mode === "applicant" ? (
              <Link to={`/teams/${application.team.slug}`}>{title}</Link>
            ) : (
              <PersonLink person={application.applicant} className="font-semibold" />
            )}
          </h3>
          <p className="text-sm text-muted-foreground">
            {what} · applied {formatDate(application.createdAt)}
            {application.viaInvite ? " · through an invite link" : ""}
          </p>
        </div>
        <Badge variant={open ? "default" : "outline"}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
      </div>
      {application.message && <p className="text-sm whitespace-pre-line">{application.message}</p>}
      {application.status === "trial" && application.trialEndsOn && (
        <p className="text-sm">Trial until {formatDay(application.trialEndsOn)}</p>
      )}
      {application.status === "declined" && application.declineReason && (
        <p className="text-sm">Reason: {application.declineReason}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          <ChevronDownIcon
            aria-hidden="true"
            className={cn("transition-transform", showHistory && "rotate-180")}
          />
          History
        </Button>
        {mode === "review" && <PersonMessageActionFor person={application.applicant} />}
        {open && mode === "review" && <ReviewActions application={application} />}
        {open && mode === "applicant" && <WithdrawAction application={application} />}
      </div>
      <div id={historyId} hidden={!showHistory}>
        {showHistory && <ApplicationHistory applicationId={application.id} />}
      </div>
    </article>
  );
}

type ReviewStep = "trial" | "accept" | "decline" | null;

function ReviewActions({ application }: { application: Application }) {
  const [step, setStep] = useState<ReviewStep>(null);
  const name = application.applicant.name;
  const trial = useMoveApplicationToTrial((_answer, { trialEndsOn: endsOn }) => ({
    title: "Trial started",
    description: `${possessive(name)} trial runs until ${formatDay(endsOn)}.`,
  }));
  const accept = useAcceptApplication(() => ({
    title: "Application accepted",
    description: `${name} is now a member of the team.`,
  }));
  const decline = useDeclineApplication(() => ({ title: "Application declined" }));
  const [trialEndsOn, setTrialEndsOn] = useState(() => application.trialEndsOn ?? dayAfterToday(14));
  const [reason, setReason] = useState("");
  const ids = { trialEnd: useId(), reason: useId() };
  const where = application.position ? `the ${application.position.title} position` : "the team";

  const close = () => {
    setStep(null);
    trial.reset();
    accept.reset();
    decline.reset();
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setStep("trial")}>
        {application.status === "trial" ? "Change trial end" : "Start trial"}
      </Button>
      <Button size="sm" onClick={() => setStep("accept")}>
        Accept
      </Button>
      <Button size="sm" variant="outline" onClick={() => setStep("decline")}>
        Decline
      </Button>

      <ConfirmDialog
        title={
          application.status === "trial"
            ? `Change ${possessive(name)} trial end?`
            : `Start a trial with ${name}?`
        }
        description={`A trial lets you work together before deciding: ${name} reads and writes in the team's chat and feed until you decide. ${name} is told by email and can still withdraw.`}
        confirmLabel={application.status === "trial" ? "Save trial end" : "Start trial"}
        pendingLabel="Saving..."
        destructive={false}
        open={step === "trial"}
        onOpenChange={(next) => !next && close()}
        pending={trial.isPending}
        error={trial.isError ? errorMessage(trial.error) : undefined}
        onConfirm={() => trial.mutate({ id: application.id, trialEndsOn }, { onSuccess: close })}
      >
        <div className="grid gap-2">
          <Label htmlFor={ids.trialEnd}>Trial ends on</Label>
          <Input
            id={ids.trialEnd}
            type="date"
            min={dayAfterToday(1)}
            value={trialEndsOn}
            onChange={(event) => setTrialEndsOn(event.target.value)}
          />
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        title={`Accept ${name}?`}
        description={`${name} joins the team in ${where}${application.position?.coreRole ? ` as ${CORE_TEAM_ROLE_LABELS[application.position.coreRole]}` : ""}, taking a seat. They are told by email.`}
        confirmLabel="Accept"
        pendingLabel="Accepting..."
        destructive={false}
        open={step === "accept"}
        onOpenChange={(next) => !next && close()}
        pending={accept.isPending}
        error={accept.isError ? errorMessage(accept.error) : undefined}
        onConfirm={() => accept.mutate(application.id, { onSuccess: close })}
      />

      <ConfirmDialog
        title={`Decline ${name}?`}
        description="They are told by email, with your reason if you give one. A decision cannot be undone."
        confirmLabel="Decline"
        pendingLabel="Declining..."
        destructive
        open={step === "decline"}
        onOpenChange={(next) => !next && close()}
        pending={decline.isPending}
        error={decline.isError ? errorMessage(decline.error) : undefined}
        onConfirm={() =>
          decline.mutate(
            { id: application.id, reason },
            {
              onSuccess: () => {
                close();
                setReason("");
              },
            },
          )
        }
      >
        <div className="grid gap-2">
          <Label htmlFor={ids.reason}>Reason (optional)</Label>
          <Textarea
            id={ids.reason}
            rows={3}
            maxLength={APPLICATION_DECLINE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}

function WithdrawAction({ application }: { application: Application }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication(() => ({ title: "Application withdrawn" }));
  const what = application.position ? application.position.title : "joining the team";
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
        Withdraw
      </Button>
      <ConfirmDialog
        title="Withdraw your application?"
        description={`${application.team.name} is told that you no longer want ${what}. To change your mind, apply again.`}
        confirmLabel="Withdraw application"
        pendingLabel="Withdrawing..."
        destructive
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          if (!next) withdraw.reset();
        }}
        pending={withdraw.isPending}
        error={withdraw.isError ? errorMessage(withdraw.error) : undefined}
        onConfirm={() => withdraw.mutate(application.id, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}

import { type FundingApplicationDetailResponse, formatFundingAmount } from "@hatchery/shared";

/** The application as its readers see it: the owner, the reviewers, and the team once it cannot change. */
export function ApplicationAnswers({ detail }: { detail: FundingApplicationDetailResponse }) {
  const { application, call, projects, milestones } = detail;
  const project = projects.find((candidate) => candidate.id === application.projectId);
  return (
    <dl className="grid gap-4">
      <div>
        <dt className="text-sm font-medium text-muted-foreground">Ask</dt>
        <dd>
          {application.askCents === null
            ? "None yet"
            : formatFundingAmount(application.askCents, call.currency)}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-muted-foreground">Project</dt>
        <dd>{project?.name ?? "None chosen"}</dd>
        {milestones.length > 0 && (
          <dd>
            <ul className="mt-1 list-disc pl-6 text-sm">
              {milestones.map((milestone) => (
                <li key={milestone.id}>
                  {milestone.title}
                  {milestone.dueDate ? ` · due ${milestone.dueDate}` : ""}
                  {milestone.completed ? " · done" : ""}
                </li>
              ))}
            </ul>
          </dd>
        )}
      </div>
      <div>
        <dt className="text-sm font-medium text-muted-foreground">Use of funds</dt>
        <dd className="whitespace-pre-wrap">{application.useOfFunds || "—"}</dd>
      </div>
      {call.questions.map((question) => (
        <div key={question.id}>
          <dt className="text-sm font-medium text-muted-foreground">{question.prompt}</dt>
          <dd className="whitespace-pre-wrap">{application.answers[question.id] || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

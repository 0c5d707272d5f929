import { type FundingApplicationDetailResponse, formatFundingAmount } from "@hatchery/shared";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";
import { useSaveApplication } from "../api/funding-applications";
import {
  type DraftValues,
  draftValuesOf,
  type SaveState,
  useApplicationDraft,
} from "./use-application-draft";

const selectClassName =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

const SAVE_STATE_WORDS: Record<SaveState, string> = {
  saved: "Saved",
  unsaved: "Not saved yet",
  saving: "Saving…",
  failed: "Not saved",
};

/**
 * The leader's form. A draft saves as it is typed; a submitted application (still editable until the
 * call closes) saves with "Save changes", as a change must keep it complete.
 */
export function ApplicationForm({ detail }: { detail: FundingApplicationDetailResponse }) {
  const { application, call, projects, milestones } = detail;
  const save = useSaveApplication(application.id);
  const isDraft = application.status === "draft";
  const draft = useApplicationDraft(draftValuesOf(application), (change) => save.mutateAsync(change), {
    enabled: isDraft,
  });
  const { values, update } = draft;
  const problem = (path: string) =>
    save.error instanceof ApiError
      ? save.error.issues.find((issue) => issue.path.join(".") === path)?.message
      : undefined;
  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void draft.flush();
      }}
    >
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {SAVE_STATE_WORDS[draft.state]}
        {draft.state === "failed" && draft.error ? `: ${draft.error}` : ""}
      </p>
      <FormField
        label="Project"
        hint="Its milestones are what an award's tranches follow."
        error={problem("projectId")}
      >
        {(control) => (
          <select
            {...control}
            className={selectClassName}
            value={values.projectId}
            onChange={(event) => update({ projectId: event.target.value })}
          >
            <option value="">Choose a project</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {milestones.length > 0 && values.projectId === application.projectId && (
        <section aria-label="The project's milestones" className="rounded-xl border p-4 text-sm">
          {/* The page's own sections are h2 under its h1 title: an h3 here would skip a level. */}
          <h2 className="mb-2 font-medium">Milestones</h2>
          <ul className="grid gap-1">
            {milestones.map((milestone) => (
              <li key={milestone.id}>
                {milestone.title}
                {milestone.dueDate ? ` · due ${milestone.dueDate}` : ""}
                {milestone.completed ? " · done" : ""}
              </li>
            ))}
          </ul>
        </section>
      )}
      <FormField
        label={`Ask (${call.currency})`}
        hint={`At most ${formatFundingAmount(call.maxAwardCents, call.currency)}, for example 25000.00`}
        error={problem("askCents")}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={values.ask}
            onChange={(event) => update({ ask: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Use of funds" error={problem("useOfFunds")}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.useOfFunds}
            onChange={(event) => update({ useOfFunds: event.target.value })}
          />
        )}
      </FormField>
      {call.questions.map((question) => {
        const answer = values.answers[question.id] ?? "";
        return (
          <FormField
            key={question.id}
            label={`${question.prompt}${question.required ? "" : " (optional)"}`}
            hint={`${question.helpText ? `${question.helpText} ` : ""}${[...answer].length} of ${question.maxLength} characters`}
            error={problem(`answers.${question.id}`)}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={answer}
                onChange={(event) =>
                  update({
                    answers: { ...values.answers, [question.id]: event.target.value },
                  } satisfies Partial<DraftValues>)
                }
              />
            )}
          </FormField>
        );
      })}
      {!isDraft && (
        <div>
          <Button type="submit" disabled={draft.state === "saving"}>
            Save changes
          </Button>
        </div>
      )}
    </form>
  );
}

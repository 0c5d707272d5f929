import {
  FUNDING_CALL_QUESTIONS_MAX,
  FUNDING_CURRENCIES,
  FUNDING_RUBRIC_CRITERIA_MAX,
  type FundingCallDetailResponse,
  TEAM_STAGE_LABELS,
  TEAM_STAGES,
} from "@hatchery/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, errorMessage } from "@/lib/api-client";
import {
  type CallFormValues,
  callFormValues,
  callRequest,
  emptyCriterion,
  emptyQuestion,
} from "./call-form-values";

const selectClassName =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Where a server issue's path shows in this form: `questions.0.prompt` and the like, as sent. */
function fieldOf(path: readonly (string | number)[]): string {
  return path.join(".");
}

/**
 * The owner's editor for a new call or an existing one. Once an application was submitted the questions,
 * rubric and currency are fixed, and the form says why instead of offering them.
 */
export function CallEditorForm({
  call,
  submitLabel,
  pending,
  onSubmit,
}: {
  call?: FundingCallDetailResponse["call"];
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: NonNullable<ReturnType<typeof callRequest>["body"]>) => Promise<unknown>;
}) {
  const [values, setValues] = useState<CallFormValues>(() => callFormValues(call));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const locked = call?.formLocked === true;

  function set<K extends keyof CallFormValues>(key: K, value: CallFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const request = callRequest(values);
    if (request.errors) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    const body = locked
      ? { ...request.body, questions: undefined, criteria: undefined, currency: undefined }
      : request.body;
    try {
      await onSubmit(body as typeof request.body);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      if (issues.length > 0) {
        setErrors(Object.fromEntries(issues.map((issue) => [fieldOf(issue.path), issue.message])));
      }
      setFormError(errorMessage(error));
    }
  }

  const error = (name: string) => errors[name];
  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-6">
      <FormField label="Title" error={error("title")}>
        {(control) => (
          <Input {...control} value={values.title} onChange={(e) => set("title", e.target.value)} />
        )}
      </FormField>
      <FormField
        label="Description"
        hint="Markdown. Who the call is for and what it funds."
        error={error("description")}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Currency" error={error("currency")}>
          {(control) => (
            <select
              {...control}
              className={selectClassName}
              value={values.currency}
              disabled={locked}
              onChange={(e) => set("currency", e.target.value as CallFormValues["currency"])}
            >
              {FUNDING_CURRENCIES.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Pool" hint="For example 50000.00" error={error("poolCents")}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={values.pool}
              onChange={(e) => set("pool", e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Largest award" error={error("maxAwardCents")}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={values.maxAward}
              onChange={(e) => set("maxAward", e.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Opens" error={error("opensAt")}>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={values.opensAt}
              onChange={(e) => set("opensAt", e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Closes" error={error("closesAt")}>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={values.closesAt}
              onChange={(e) => set("closesAt", e.target.value)}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Team stages that may apply</legend>
        {TEAM_STAGES.map((stage) => (
          <label key={stage} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.eligibleStages.includes(stage)}
              onChange={(e) =>
                set(
                  "eligibleStages",
                  e.target.checked
                    ? [...values.eligibleStages, stage]
                    : values.eligibleStages.filter((other) => other !== stage),
                )
              }
            />
            {TEAM_STAGE_LABELS[stage]}
          </label>
        ))}
        {error("eligibleStages") && (
          <p className="text-sm font-medium text-destructive">{error("eligibleStages")}</p>
        )}
      </fieldset>
      {locked ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          The questions, rubric and currency cannot change any more: an application was submitted, and
          applicants answered those questions while reviewers score on that rubric.
        </p>
      ) : (
        <>
          <ListEditor
            legend="Questions"
            items={values.questions}
            max={FUNDING_CALL_QUESTIONS_MAX}
            error={error("questions")}
            addLabel="Add a question"
            onChange={(questions) => set("questions", questions)}
            make={emptyQuestion}
            render={(question, index, update) => (
              <>
                <FormField label={`Question ${index + 1}`} error={error(`questions.${index}.prompt`)}>
                  {(control) => (
                    <Input
                      {...control}
                      value={question.prompt}
                      onChange={(e) => update({ prompt: e.target.value })}
                    />
                  )}
                </FormField>
                <FormField label="Help text" error={error(`questions.${index}.helpText`)}>
                  {(control) => (
                    <Input
                      {...control}
                      value={question.helpText}
                      onChange={(e) => update({ helpText: e.target.value })}
                    />
                  )}
                </FormField>
                <div className="flex flex-wrap items-end gap-4">
                  <FormField label="Length limit" error={error(`questions.${index}.maxLength`)}>
                    {(control) => (
                      <Input
                        {...control}
                        inputMode="numeric"
                        className="w-32"
                        value={question.maxLength}
                        onChange={(e) => update({ maxLength: e.target.value })}
                      />
                    )}
                  </FormField>
                  <label className="flex items-center gap-2 pb-2 text-sm">
                    <input
                      type="checkbox"
                      checked={question.required}
                      onChange={(e) => update({ required: e.target.checked })}
                    />
                    Required
                  </label>
                </div>
              </>
            )}
          />
          <ListEditor
            legend="Rubric"
            items={values.criteria}
            max={FUNDING_RUBRIC_CRITERIA_MAX}
            error={error("criteria")}
            addLabel="Add a criterion"
            onChange={(criteria) => set("criteria", criteria)}
            make={emptyCriterion}
            render={(criterion, index, update) => (
              <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                <FormField label={`Criterion ${index + 1}`} error={error(`criteria.${index}.name`)}>
                  {(control) => (
                    <Input
                      {...control}
                      value={criterion.name}
                      onChange={(e) => update({ name: e.target.value })}
                    />
                  )}
                </FormField>
                <FormField label="Weight" hint="1 to 100" error={error(`criteria.${index}.weight`)}>
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="numeric"
                      value={criterion.weight}
                      onChange={(e) => update({ weight: e.target.value })}
                    />
                  )}
                </FormField>
              </div>
            )}
          />
        </>
      )}
      <FormError message={formError} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function ListEditor<Item>({
  legend,
  items,
  max,
  error,
  addLabel,
  onChange,
  make,
  render,
}: {
  legend: string;
  items: Item[];
  max: number;
  error: string | undefined;
  addLabel: string;
  onChange: (items: Item[]) => void;
  make: () => Item;
  render: (item: Item, index: number, update: (change: Partial<Item>) => void) => ReactNode;
}) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {items.map((item, index) => (
        <div key={index} className="grid gap-3 rounded-xl border p-4">
          {render(item, index, (change) =>
            onChange(items.map((other, at) => (at === index ? { ...other, ...change } : other))),
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={index === 0}
              onClick={() =>
                onChange(
                  items.map(
                    (other, at) => items[at === index ? index - 1 : at === index - 1 ? index : at] ?? other,
                  ),
                )
              }
            >
              Move up<span className="sr-only"> item {index + 1}</span>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={items.length === 1}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              Remove<span className="sr-only"> item {index + 1}</span>
            </Button>
          </div>
        </div>
      ))}
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={items.length >= max}
          onClick={() => onChange([...items, make()])}
        >
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

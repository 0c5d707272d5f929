import {
  PROJECT_MILESTONES_MAX_COUNT,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  PROJECT_TAGS_MAX_COUNT,
  type ProjectStatus,
  type TeamCard,
} from "@hatchery/shared";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Controller, type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { ChipInput } from "@/components/chip-input";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { SlugField, useNameAndSlugFields } from "@/components/slug-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import type { ProjectFormData, ProjectFormInput } from "../project-form-schemas";

const projectResolver = lazyZodResolver(() =>
  import("../project-form-schemas").then((schemas) => schemas.projectFormSchema),
);

export type ProjectForm = UseFormReturn<ProjectFormInput, unknown, ProjectFormData>;

export function useProjectForm(defaultValues: ProjectFormInput): ProjectForm {
  return useForm<ProjectFormInput, unknown, ProjectFormData>({
    resolver: projectResolver,
    defaultValues,
  });
}

const STATUS_DESCRIPTIONS: Record<ProjectStatus, string> = {
  idea: "Still taking shape: the problem and the plan.",
  in_progress: "Being built now.",
  launched: "Out in the world: people can use it.",
  paused: "On hold for now.",
};

const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive";

/** What a typed tag becomes, as the shared schema stores it: whitespace collapsed, lowercase. */
function cleanTag(tag: string): string {
  return tag.replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * The project's fields, for creating (with the team and the first milestones) and for editing (without
 * them: the team stays, milestones are kept on the project's page).
 */
export function ProjectFormFields({
  form,
  onSubmit,
  label,
  submitLabel,
  pendingLabel,
  pending,
  teams,
  slugNote,
  actions,
}: {
  form: ProjectForm;
  onSubmit: () => void;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The teams to choose from when creating; without them the form edits a project of a known team. */
  teams?: readonly TeamCard[];
  slugNote?: string;
  actions?: ReactNode;
}) {
  const creating = teams !== undefined;
  const { errors } = form.formState;
  const statusHintId = useId();
  const statusName = form.register("status");

  const { nameField, slugField, slug } = useNameAndSlugFields(form, creating);

  return (
    <form
      onSubmit={onSubmit}
      onFocus={projectResolver.preload}
      noValidate
      aria-label={label}
      className="flex flex-col gap-6"
    >
      <FormError message={errors.root?.server?.message} />
      {teams && (
        <FormField
          label="Team"
          hint="The project belongs to this team: its members can edit it and mark its milestones done."
          error={errors.team?.message}
        >
          {(control) => (
            // Controlled: a team given by the address is chosen before the options are drawn.
            <Controller
              control={form.control}
              name="team"
              render={({ field }) => (
                <select {...control} {...field} className={SELECT_CLASS}>
                  <option value="">Choose a team</option>
                  {teams.map((team) => (
                    <option key={team.slug} value={team.slug}>
                      {team.name} ({team.incubator.name})
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </FormField>
      )}
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...nameField} />}
      </FormField>
      <SlugField
        owner="project"
        basePath="/projects"
        label={creating ? "Slug (optional)" : "Slug"}
        slug={slug}
        field={slugField}
        error={errors.slug?.message}
        note={[creating && "Left empty, it is made from the name.", slugNote].filter(Boolean).join(" ")}
      />
      <FormField
        label="Summary"
        hint="One sentence for the project's card, such as “Off-grid power for field clinics.”"
        error={errors.summary?.message}
      >
        {(control) => <Input {...control} {...form.register("summary")} />}
      </FormField>
      <FormField
        label="Description"
        hint="Markdown: **bold**, *italics*, [links](https://example.com), lists and headings. HTML and unsafe links are removed when you save."
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} rows={10} {...form.register("description")} />}
      </FormField>
      <fieldset className="grid gap-3" aria-describedby={errors.status ? statusHintId : undefined}>
        <legend className="mb-2 text-sm leading-none font-medium">Status</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PROJECT_STATUSES.map((status) => {
            const id = `${statusHintId}-${status}`;
            return (
              <div key={status} className="flex items-start gap-3">
                <input
                  id={id}
                  type="radio"
                  value={status}
                  aria-describedby={`${id}-description`}
                  className="mt-0.5 size-4 accent-primary"
                  {...statusName}
                />
                <div className="grid gap-1">
                  <label htmlFor={id} className="text-sm leading-none font-medium">
                    {PROJECT_STATUS_LABELS[status]}
                  </label>
                  <p id={`${id}-description`} className="text-sm text-muted-foreground">
                    {STATUS_DESCRIPTIONS[status]}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
        {errors.status && (
          <p id={statusHintId} className="text-sm font-medium text-destructive">
            {errors.status.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          label="Repository URL"
          hint="Where the code lives, if it is public."
          error={errors.repositoryUrl?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              placeholder="https://github.com/…"
              {...form.register("repositoryUrl")}
            />
          )}
        </FormField>
        <FormField label="Demo URL" hint="A page people can try." error={errors.demoUrl?.message}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              placeholder="https://…"
              {...form.register("demoUrl")}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Tags"
        hint={`Type a tag and press Enter or a comma; Backspace in the empty field removes the last one. Up to ${PROJECT_TAGS_MAX_COUNT}.`}
        error={errors.tags?.message ?? errors.tags?.find?.((tag) => tag?.message)?.message}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <ChipInput
                {...control}
                values={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                itemName="tag"
                listLabel="Tags"
                clean={cleanTag}
              />
            )}
          />
        )}
      </FormField>
      {creating && <MilestoneRows form={form} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}

/** The first milestones of a new project: rows of a title and an optional due date. */
function MilestoneRows({ form }: { form: ProjectForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "milestones" });
  const errors = form.formState.errors.milestones;
  const hintId = useId();

  return (
    <fieldset className="grid gap-4" aria-describedby={hintId}>
      <legend className="mb-2 text-sm leading-none font-medium">Milestones</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        The first steps of the plan; the team can add more, tick them off and change them on the project's
        page.
      </p>
      {fields.length > 0 && (
        <ol className="grid gap-4">
          {fields.map((field, index) => (
            <li
              key={field.id}
              aria-label={`Milestone ${index + 1}`}
              className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_11rem_auto] sm:items-start"
            >
              <FormField label={`Milestone ${index + 1} title`} error={errors?.[index]?.title?.message}>
                {(control) => <Input {...control} {...form.register(`milestones.${index}.title`)} />}
              </FormField>
              <FormField label="Due date (optional)" error={errors?.[index]?.dueOn?.message}>
                {(control) => (
                  <Input {...control} type="date" {...form.register(`milestones.${index}.dueOn`)} />
                )}
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:mt-7"
                aria-label={`Remove milestone ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={fields.length >= PROJECT_MILESTONES_MAX_COUNT}
        onClick={() => append({ title: "", dueOn: "" }, { shouldFocus: true })}
      >
        <PlusIcon aria-hidden="true" />
        Add milestone
      </Button>
    </fieldset>
  );
}

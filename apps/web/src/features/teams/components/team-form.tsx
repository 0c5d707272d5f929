import {
  TEAM_STAGE_LABELS,
  TEAM_STAGES,
  TEAM_VISIBILITIES,
  TEAM_VISIBILITY_LABELS,
  type Team,
} from "@hatchery/shared";
import { type ReactNode, useId } from "react";
import { type FieldError, type UseFormRegisterReturn, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { SlugField, useNameAndSlugFields } from "@/components/slug-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import type { newTeamFormSchema } from "../team-form-schemas";

/**
 * The create schema, whose slug may be left empty on a new team (the server makes one from the name)
 * but not on an existing one, whose address it is.
 */
const newTeamResolver = lazyZodResolver(() =>
  import("../team-form-schemas").then((schemas) => schemas.newTeamFormSchema),
);
const existingTeamResolver = lazyZodResolver(() =>
  import("../team-form-schemas").then((schemas) => schemas.existingTeamFormSchema),
);
export type TeamFormInput = z.input<typeof newTeamFormSchema>;
export type TeamFormData = z.output<typeof newTeamFormSchema>;
export type TeamForm = UseFormReturn<TeamFormInput, unknown, TeamFormData>;

/** The fields of a team itself; the creator's incubator, role and title are asked only when creating. */
export const TEAM_DETAIL_FIELDS = ["name", "slug", "tagline", "description", "stage", "visibility"] as const;
export type TeamDetailField = (typeof TEAM_DETAIL_FIELDS)[number];
const TEAM_FORM_FIELDS = [...TEAM_DETAIL_FIELDS, "incubator", "coreRole", "title"] as const;

/** The form field a request issue names, if any (`["slug"]` → "slug"). */
export function teamFieldFor(
  path: readonly (string | number)[],
): (typeof TEAM_FORM_FIELDS)[number] | undefined {
  return TEAM_FORM_FIELDS.find((field) => field === path[0]);
}

export function teamFormValues(
  team: Pick<Team, TeamDetailField>,
  incubator: string,
): Required<TeamFormInput> {
  return {
    incubator,
    name: team.name,
    slug: team.slug,
    tagline: team.tagline,
    description: team.description,
    stage: team.stage,
    visibility: team.visibility,
    coreRole: null,
    title: "",
  };
}

export function useTeamForm(
  defaultValues: Required<TeamFormInput>,
  { slugRequired }: { slugRequired: boolean },
): TeamForm {
  return useForm<TeamFormInput, unknown, TeamFormData>({
    resolver: slugRequired ? existingTeamResolver : newTeamResolver,
    defaultValues,
  });
}

const STAGE_DESCRIPTIONS = {
  idea: "Shaping the idea and finding co-founders.",
  building: "Building the product with the first users in sight.",
  launched: "Out in the world, with people using it.",
} as const;

const VISIBILITY_DESCRIPTIONS = {
  public: "Anyone can find the team and see its page, projects and open positions.",
  incubator:
    "Only the incubator's active members and its owner see the team (and the platform's administrators); to everyone else it does not exist.",
} as const;

/** A labelled group of radio buttons, each with a line saying what it means. */
export function RadioGroupField({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string; description: string }[];
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={optionId}
              type="radio"
              value={option.value}
              aria-describedby={`${optionId}-description`}
              className="mt-0.5 size-4 accent-primary"
              {...registration}
            />
            <div className="grid gap-1">
              <label htmlFor={optionId} className="text-sm leading-none font-medium">
                {option.label}
              </label>
              <p id={`${optionId}-description`} className="text-sm text-muted-foreground">
                {option.description}
              </p>
            </div>
          </div>
        );
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

export function TeamFormFields({
  form,
  onSubmit,
  label,
  submitLabel,
  pendingLabel,
  autoSlug,
  slugNote,
  before,
  after,
  actions,
}: {
  form: TeamForm;
  onSubmit: () => void;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  /** Whether the slug follows the name as it is typed, until the person writes a slug of their own. */
  autoSlug: boolean;
  /** Said after the slug rules, such as what changing an existing team's slug means. */
  slugNote: string;
  /** Fields before the team's own (the incubator, when creating). */
  before?: ReactNode;
  /** Fields after the team's own (the creator's role and title). */
  after?: ReactNode;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
}) {
  const { errors, isSubmitting } = form.formState;

  const { nameField, slugField, slug } = useNameAndSlugFields(form, autoSlug);

  return (
    <form
      onSubmit={onSubmit}
      // Both team schemas live in one module: loading either brings it.
      onFocus={newTeamResolver.preload}
      noValidate
      aria-label={label}
      className="flex flex-col gap-6"
    >
      <FormError message={errors.root?.server?.message} />
      {before}
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...nameField} />}
      </FormField>
      <SlugField
        owner="team"
        basePath="/teams"
        slug={slug}
        field={slugField}
        error={errors.slug?.message}
        note={slugNote}
      />
      <FormField
        label="Tagline"
        hint="One line under the name, such as “Payroll for small shops.”"
        error={errors.tagline?.message}
      >
        {(control) => <Input {...control} {...form.register("tagline")} />}
      </FormField>
      <FormField
        label="Description"
        hint="Markdown: **bold**, *italics*, [links](https://example.com), lists and headings. What the team builds, for whom, and who it looks for. HTML and unsafe links are removed when you save."
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} rows={8} {...form.register("description")} />}
      </FormField>
      <RadioGroupField
        legend="Stage"
        options={TEAM_STAGES.map((stage) => ({
          value: stage,
          label: TEAM_STAGE_LABELS[stage],
          description: STAGE_DESCRIPTIONS[stage],
        }))}
        registration={form.register("stage")}
        error={errors.stage}
      />
      <RadioGroupField
        legend="Visibility"
        options={TEAM_VISIBILITIES.map((visibility) => ({
          value: visibility,
          label: TEAM_VISIBILITY_LABELS[visibility],
          description: VISIBILITY_DESCRIPTIONS[visibility],
        }))}
        registration={form.register("visibility")}
        error={errors.visibility}
      />
      {after}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}

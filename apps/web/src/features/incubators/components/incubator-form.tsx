import type { Incubator, IncubatorStatus } from "@hatchery/shared";
import { type ReactNode, useId } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { SlugField, useNameAndSlugFields } from "@/components/slug-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import type { incubatorFormSchema } from "../incubator-form-schemas";

const incubatorFormResolver = lazyZodResolver(() =>
  import("../incubator-form-schemas").then((schemas) => schemas.incubatorFormSchema),
);

export type IncubatorFormInput = z.input<typeof incubatorFormSchema>;
export type IncubatorFormData = z.output<typeof incubatorFormSchema>;
export type IncubatorForm = UseFormReturn<IncubatorFormInput, unknown, IncubatorFormData>;

export const INCUBATOR_FORM_FIELDS = ["name", "slug", "tagline", "description", "status"] as const;
type IncubatorFormField = (typeof INCUBATOR_FORM_FIELDS)[number];

/** The form field a request issue names, if any (`["slug"]` → "slug"). */
export function incubatorFieldFor(path: readonly (string | number)[]): IncubatorFormField | undefined {
  return INCUBATOR_FORM_FIELDS.find((field) => field === path[0]);
}

export function incubatorFormValues(
  incubator: Pick<Incubator, IncubatorFormField>,
): Required<IncubatorFormInput> {
  return {
    name: incubator.name,
    slug: incubator.slug,
    tagline: incubator.tagline,
    description: incubator.description,
    status: incubator.status,
  };
}

export function useIncubatorForm(defaultValues: Required<IncubatorFormInput>): IncubatorForm {
  return useForm<IncubatorFormInput, unknown, IncubatorFormData>({
    resolver: incubatorFormResolver,
    defaultValues,
  });
}

const STATUS_OPTIONS: readonly { value: IncubatorStatus; label: string; description: string }[] = [
  {
    value: "active",
    label: "Accepting members",
    description: "Open: people can join as guests and subscribe to a plan.",
  },
  { value: "paused", label: "Paused", description: "Closed to new members for now." },
  { value: "archived", label: "Archived", description: "Closed for good; the page stays for the record." },
];

export function IncubatorFormFields({
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  autoSlug,
  slugNote,
  label,
  actions,
}: {
  form: IncubatorForm;
  onSubmit: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Whether the slug follows the name as it is typed, until the person writes a slug of their own. */
  autoSlug: boolean;
  /** Said under the slug rules, such as what changing the slug of an existing incubator means. */
  slugNote?: string;
  /** The form's accessible name. */
  label: string;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
}) {
  const { errors } = form.formState;
  const statusHintId = useId();
  const statusErrorId = useId();
  const statusName = form.register("status");

  const { nameField, slugField, slug } = useNameAndSlugFields(form, autoSlug);

  return (
    <form
      onSubmit={onSubmit}
      onFocus={incubatorFormResolver.preload}
      noValidate
      aria-label={label}
      className="flex flex-col gap-6"
    >
      <FormError message={errors.root?.server?.message} />
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="organization" {...nameField} />}
      </FormField>
      <SlugField
        owner="incubator"
        basePath="/incubators"
        slug={slug}
        field={slugField}
        error={errors.slug?.message}
        note={slugNote}
      />
      <FormField
        label="Tagline"
        hint="One line under the name, such as “Where founders meet.”"
        error={errors.tagline?.message}
      >
        {(control) => <Input {...control} {...form.register("tagline")} />}
      </FormField>
      <FormField
        label="Description"
        hint="Markdown: **bold**, *italics*, [links](https://example.com), lists and headings. HTML and unsafe links are removed when you save."
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} rows={10} {...form.register("description")} />}
      </FormField>
      <fieldset
        className="grid gap-3"
        aria-describedby={[statusHintId, errors.status ? statusErrorId : undefined].filter(Boolean).join(" ")}
      >
        <legend className="mb-2 text-sm leading-none font-medium">Status</legend>
        {STATUS_OPTIONS.map((option) => {
          const id = `${statusHintId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={id}
                type="radio"
                value={option.value}
                aria-describedby={`${id}-description`}
                className="mt-0.5 size-4 accent-primary"
                {...statusName}
              />
              <div className="grid gap-1">
                <label htmlFor={id} className="text-sm leading-none font-medium">
                  {option.label}
                </label>
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  {option.description}
                </p>
              </div>
            </div>
          );
        })}
        <p id={statusHintId} className="text-sm text-muted-foreground">
          Only an incubator that is accepting members lets new people join or subscribe.
        </p>
        {errors.status && (
          <p id={statusErrorId} className="text-sm font-medium text-destructive">
            {errors.status.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}

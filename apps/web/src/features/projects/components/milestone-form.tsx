import { useForm } from "react-hook-form";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import type { MilestoneFormData, MilestoneFormInput } from "../project-form-schemas";

const milestoneResolver = lazyZodResolver(() =>
  import("../project-form-schemas").then((schemas) => schemas.milestoneFormSchema),
);

/**
 * A milestone's title and optional due date, for adding one and for changing one in place. The shared
 * schema checks it before anything is sent; a refusal from the server shows inside the form.
 */
export function MilestoneForm({
  label,
  defaultValues = { title: "", dueOn: "" },
  submitLabel,
  pendingLabel,
  onSave,
  onCancel,
  autoFocus = false,
}: {
  /** The form's accessible name. */
  label: string;
  defaultValues?: MilestoneFormInput;
  submitLabel: string;
  pendingLabel: string;
  /** Saves the milestone; a rejection is shown in the form. */
  onSave: (milestone: MilestoneFormData) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useForm<MilestoneFormInput, unknown, MilestoneFormData>({
    resolver: milestoneResolver,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      form.reset({ title: "", dueOn: "" });
    } catch (error) {
      showServerError(error, form.setError, ["title", "dueOn"]);
    }
  });

  return (
    <form
      onFocus={milestoneResolver.preload}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="grid gap-3 sm:grid-cols-[1fr_11rem] sm:items-start"
      onKeyDown={(event) => {
        if (event.key === "Escape" && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="sm:col-span-2">
        <FormError message={errors.root?.server?.message} />
      </div>
      <FormField label="Milestone title" error={errors.title?.message}>
        {(control) => (
          // Opened by its Edit button: the field it opens for takes the focus, as a dialog's would.
          <Input {...control} autoFocus={autoFocus} {...form.register("title")} />
        )}
      </FormField>
      <FormField label="Due date (optional)" error={errors.dueOn?.message}>
        {(control) => <Input {...control} type="date" {...form.register("dueOn")} />}
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

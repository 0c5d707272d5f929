import type { Incubator, UpdateIncubatorInput } from "@hatchery/shared";
import { useNavigate } from "react-router";
import { SettingsSection } from "@/components/settings-section";
import { Button } from "@/components/ui/button";
import { ApiError, showServerError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUpdateIncubator } from "../api/update-incubator";
import {
  INCUBATOR_FORM_FIELDS,
  type IncubatorFormData,
  IncubatorFormFields,
  incubatorFieldFor,
  incubatorFormValues,
  useIncubatorForm,
} from "./incubator-form";

/** Only what differs from the saved incubator, so a save never overwrites a field nobody touched. */
export function changedIncubatorFields(
  values: IncubatorFormData,
  incubator: Incubator,
): UpdateIncubatorInput {
  const changes: UpdateIncubatorInput = {};
  for (const field of INCUBATOR_FORM_FIELDS) {
    if (values[field] !== incubator[field]) Object.assign(changes, { [field]: values[field] });
  }
  return changes;
}

export function IncubatorDetailsSection({ incubator }: { incubator: Incubator }) {
  const navigate = useNavigate();
  const update = useUpdateIncubator();
  const form = useIncubatorForm(incubatorFormValues(incubator));
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedIncubatorFields(values, incubator);
    if (Object.keys(changes).length === 0) {
      form.reset(incubatorFormValues(incubator));
      toast({ title: "Nothing to save", description: "The details are the same as before." });
      return;
    }
    try {
      const { incubator: saved } = await update.mutateAsync({ slug: incubator.slug, changes });
      form.reset(incubatorFormValues(saved));
      toast({ title: "Changes saved", description: `${saved.name} is up to date.` });
      if (saved.slug !== incubator.slug) navigate(`/incubators/${saved.slug}/edit`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError("slug", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(error, form.setError, incubatorFieldFor);
    }
  });

  return (
    <SettingsSection
      title="Details"
      description="What people read about the incubator, and whether it takes members."
    >
      <IncubatorFormFields
        form={form}
        onSubmit={onSubmit}
        label="Incubator details"
        submitLabel="Save changes"
        pendingLabel="Saving…"
        pending={isSubmitting}
        autoSlug={false}
        slugNote="Changing it moves the page: links to the old address stop working."
        actions={
          isDirty &&
          !isSubmitting && (
            <Button
              type="button"
              variant="outline"
              onClick={() => form.reset(incubatorFormValues(incubator))}
            >
              Discard changes
            </Button>
          )
        }
      />
    </SettingsSection>
  );
}

import type { ProjectDetailResponse } from "@hatchery/shared";
import { useNavigate } from "react-router";
import { SettingsSection } from "@/components/settings-section";
import { Button } from "@/components/ui/button";
import { ApiError, showServerError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUpdateProject } from "../api/update-project";
import { changedProjectFields, projectFieldFor, projectFormValues } from "../utils/project-form";
import { ProjectFormFields, useProjectForm } from "./project-form";

export function ProjectDetailsSection({ detail }: { detail: ProjectDetailResponse }) {
  const { project, team } = detail;
  const navigate = useNavigate();
  const update = useUpdateProject();
  const form = useProjectForm(projectFormValues(project, team.slug));
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedProjectFields(values, project);
    if (Object.keys(changes).length === 0) {
      form.reset(projectFormValues(project, team.slug));
      toast({ title: "Nothing to save", description: "The details are the same as before." });
      return;
    }
    try {
      const { project: saved } = await update.mutateAsync({ slug: project.slug, changes });
      form.reset(projectFormValues(saved, team.slug));
      toast({ title: "Changes saved", description: `${saved.name} is up to date.` });
      if (saved.slug !== project.slug) navigate(`/projects/${saved.slug}/edit`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError("slug", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(error, form.setError, projectFieldFor);
    }
  });

  return (
    <SettingsSection
      title="Details"
      description="What people read about the project on its page and its card."
    >
      <ProjectFormFields
        form={form}
        onSubmit={onSubmit}
        label="Project details"
        submitLabel="Save changes"
        pendingLabel="Saving…"
        pending={isSubmitting}
        slugNote="Changing it moves the page: links to the old address stop working."
        actions={
          isDirty &&
          !isSubmitting && (
            <Button
              type="button"
              variant="outline"
              onClick={() => form.reset(projectFormValues(project, team.slug))}
            >
              Discard changes
            </Button>
          )
        }
      />
    </SettingsSection>
  );
}

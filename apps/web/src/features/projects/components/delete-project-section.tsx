import type { Project } from "@hatchery/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TextField } from "@/components/form-field";
import { SettingsSection } from "@/components/settings-section";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useDeleteProject } from "../api/delete-project";

/**
 * Deleting takes the page, its milestones and its cover with it, for good: the person types the
 * project's name first, so a slip of the mouse cannot do it.
 */
export function DeleteProjectSection({ project, teamSlug }: { project: Project; teamSlug: string }) {
  const navigate = useNavigate();
  const remove = useDeleteProject(() => ({
    title: "Project deleted",
    description: `${project.name} and its milestones are gone.`,
  }));
  const [open, setOpen] = useState(false);
  const [typedName, setTypedName] = useState("");
  const [mismatch, setMismatch] = useState(false);

  function openDialog() {
    remove.reset();
    setTypedName("");
    setMismatch(false);
    setOpen(true);
  }

  function confirm() {
    if (typedName.trim() !== project.name) {
      setMismatch(true);
      return;
    }
    remove.mutate(project.slug, {
      onSuccess: () => {
        setOpen(false);
        navigate(`/teams/${teamSlug}`, { replace: true });
      },
    });
  }

  return (
    <SettingsSection
      title="Delete project"
      description="Removes the project's page, its milestones and its cover. This cannot be undone."
    >
      <Button type="button" variant="destructive" className="self-start" onClick={openDialog}>
        Delete project
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${project.name}?`}
        description="The project's page, its milestones and its cover are removed for good. Type the project's name to confirm."
        confirmLabel="Delete project"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={confirm}
      >
        <TextField
          label="Project name"
          hint={`Type “${project.name}”.`}
          error={mismatch ? "The name does not match" : undefined}
          value={typedName}
          autoComplete="off"
          onChange={(event) => {
            setTypedName(event.target.value);
            setMismatch(false);
          }}
        />
      </ConfirmDialog>
    </SettingsSection>
  );
}

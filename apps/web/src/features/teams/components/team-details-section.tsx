import type { Team, TeamDetailResponse, UpdateTeamInput } from "@hatchery/shared";
import { useNavigate } from "react-router";
import { SettingsSection } from "@/components/settings-section";
import { Button } from "@/components/ui/button";
import { ApiError, showServerError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUpdateTeam } from "../api/update-team";
import {
  TEAM_DETAIL_FIELDS,
  type TeamFormData,
  TeamFormFields,
  teamFieldFor,
  teamFormValues,
  useTeamForm,
} from "./team-form";

/** Only what differs from the saved team, so a save never overwrites a field nobody touched. */
export function changedTeamFields(values: TeamFormData, team: Team): UpdateTeamInput {
  const changes: UpdateTeamInput = {};
  for (const field of TEAM_DETAIL_FIELDS) {
    if (values[field] !== team[field]) Object.assign(changes, { [field]: values[field] });
  }
  return changes;
}

export function TeamDetailsSection({ detail }: { detail: TeamDetailResponse }) {
  const { team, incubator } = detail;
  const navigate = useNavigate();
  const update = useUpdateTeam();
  const form = useTeamForm(teamFormValues(team, incubator.slug), { slugRequired: true });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedTeamFields(values, team);
    if (Object.keys(changes).length === 0) {
      form.reset(teamFormValues(team, incubator.slug));
      toast({ title: "Nothing to save", description: "The details are the same as before." });
      return;
    }
    try {
      const { team: saved } = await update.mutateAsync({ slug: team.slug, changes });
      form.reset(teamFormValues(saved, incubator.slug));
      toast({ title: "Changes saved", description: `${saved.name} is up to date.` });
      if (saved.slug !== team.slug) navigate(`/teams/${saved.slug}/edit`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError("slug", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(error, form.setError, teamFieldFor);
    }
  });

  return (
    <SettingsSection title="Details" description="What people read about the team, and who may see it.">
      <TeamFormFields
        form={form}
        onSubmit={onSubmit}
        label="Team details"
        submitLabel="Save changes"
        pendingLabel="Saving…"
        autoSlug={false}
        slugNote="Changing it moves the page: links to the old address stop working."
        actions={
          isDirty &&
          !isSubmitting && (
            <Button
              type="button"
              variant="outline"
              onClick={() => form.reset(teamFormValues(team, incubator.slug))}
            >
              Discard changes
            </Button>
          )
        }
      />
    </SettingsSection>
  );
}

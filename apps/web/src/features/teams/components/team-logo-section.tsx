import type { Team } from "@hatchery/shared";
import { ImageUploadForm, LOGO_UPLOAD_TEXTS } from "@/components/image-upload-form";
import { SettingsSection } from "@/components/settings-section";
import { errorMessage } from "@/lib/api-client";
import { possessive } from "@/lib/possessive";
import { useUploadTeamLogo } from "../api/upload-team-logo";
import { TeamLogo } from "./team-logo";

export function TeamLogoSection({ team }: { team: Team }) {
  const upload = useUploadTeamLogo(() => ({
    title: "Logo updated",
    description: `The new logo shows on ${possessive(team.name)} page.`,
  }));

  function send(file: File, clearChoice: () => void) {
    upload.mutate({ slug: team.slug, file }, { onSuccess: clearChoice });
  }

  return (
    <SettingsSection
      title="Logo"
      description="Shown on the team's page and in the directory; without one, its initials."
    >
      <ImageUploadForm
        texts={LOGO_UPLOAD_TEXTS}
        previewShape="square"
        isPending={upload.isPending}
        onUpload={send}
        onChoose={() => upload.reset()}
        error={upload.isError ? errorMessage(upload.error) : undefined}
        current={
          <TeamLogo
            name={team.name}
            logoUrl={team.logoUrl}
            size="lg"
            label={team.logoUrl ? `Current logo of ${team.name}` : "No logo yet"}
          />
        }
      />
    </SettingsSection>
  );
}

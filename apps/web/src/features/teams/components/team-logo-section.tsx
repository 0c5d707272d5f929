import type { Team } from "@hatchery/shared";
import { ImageUploadForm, type ImageUploadTexts } from "@/components/image-upload-form";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUploadTeamLogo } from "../api/upload-team-logo";
import { TeamLogo } from "./team-logo";
import { TeamSettingsSection } from "./team-settings-section";

const LOGO_UPLOAD_TEXTS: ImageUploadTexts = {
  form: "Upload a logo",
  choose: "Choose a logo",
  chooseHint: "JPEG, PNG, GIF or WebP, up to 10 MB. A square image looks best.",
  previewAlt: "Preview of the new logo",
  previewNote: "New logo, not saved yet",
  uploading: "Uploading the logo…",
  submit: "Upload logo",
};

export function TeamLogoSection({ team }: { team: Team }) {
  const upload = useUploadTeamLogo();

  function send(file: File, clearChoice: () => void) {
    upload.mutate(
      { slug: team.slug, file },
      {
        onSuccess: () => {
          clearChoice();
          toast({ title: "Logo updated", description: `The new logo shows on ${team.name}'s page.` });
        },
      },
    );
  }

  return (
    <TeamSettingsSection
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
    </TeamSettingsSection>
  );
}

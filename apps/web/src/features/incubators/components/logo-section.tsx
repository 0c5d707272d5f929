import type { Incubator } from "@hatchery/shared";
import { ImageUploadForm, LOGO_UPLOAD_TEXTS } from "@/components/image-upload-form";
import { SettingsSection } from "@/components/settings-section";
import { errorMessage } from "@/lib/api-client";
import { possessive } from "@/lib/possessive";
import { toast } from "@/lib/toast";
import { useUploadIncubatorLogo } from "../api/upload-incubator-logo";

export function LogoSection({ incubator }: { incubator: Incubator }) {
  const upload = useUploadIncubatorLogo(() => ({
    title: "Logo updated",
    description: `The new logo shows on ${possessive(incubator.name)} page.`,
  }));

  function send(file: File, clearChoice: () => void) {
    upload.mutate(
      { slug: incubator.slug, file },
      {
        onSuccess: clearChoice,
        onError: (error) =>
          toast({
            title: "Couldn't upload the logo",
            description: errorMessage(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <SettingsSection title="Logo" description="Shown on the incubator's page and in the directory.">
      <ImageUploadForm
        texts={LOGO_UPLOAD_TEXTS}
        previewShape="square"
        isPending={upload.isPending}
        onUpload={send}
        current={
          incubator.logoUrl ? (
            <img
              src={incubator.logoUrl}
              alt={`Current logo of ${incubator.name}`}
              className="size-20 rounded-xl object-cover"
            />
          ) : (
            <div
              role="img"
              aria-label="No logo yet"
              className="grid size-20 place-items-center rounded-xl bg-primary/10 text-3xl font-bold text-primary"
            >
              <span aria-hidden="true">{incubator.name.charAt(0)}</span>
            </div>
          )
        }
      />
    </SettingsSection>
  );
}

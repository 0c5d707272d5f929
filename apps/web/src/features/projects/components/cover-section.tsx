import type { Project } from "@hatchery/shared";
import { ImageUploadForm, type ImageUploadTexts } from "@/components/image-upload-form";
import { SettingsSection } from "@/components/settings-section";
import { errorMessage } from "@/lib/api-client";
import { possessive } from "@/lib/possessive";
import { toast } from "@/lib/toast";
import { useUploadProjectCover } from "../api/upload-project-cover";
import { ProjectCover } from "./project-cover";

const COVER_UPLOAD_TEXTS: ImageUploadTexts = {
  form: "Upload a cover",
  choose: "Choose a cover image",
  chooseHint: "JPEG, PNG, GIF or WebP, up to 10 MB. A wide image (3 by 1) looks best.",
  previewAlt: "Preview of the new cover",
  previewNote: "New cover, not saved yet",
  uploading: "Uploading the cover…",
  submit: "Upload cover",
};

export function CoverSection({ project }: { project: Project }) {
  const upload = useUploadProjectCover(() => ({
    title: "Cover updated",
    description: `The new cover shows on ${possessive(project.name)} page.`,
  }));

  function send(file: File, clearChoice: () => void) {
    upload.mutate(
      { slug: project.slug, file },
      {
        onSuccess: clearChoice,
        onError: (error) =>
          toast({
            title: "Couldn't upload the cover",
            description: errorMessage(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <SettingsSection
      title="Cover"
      description="Shown at the top of the project's page and on its card. Without one, the project gets a pattern of its own."
    >
      <ImageUploadForm
        texts={COVER_UPLOAD_TEXTS}
        previewShape="square"
        isPending={upload.isPending}
        onUpload={send}
        current={
          project.coverUrl ? (
            <img
              src={project.coverUrl}
              alt={`Current cover of ${project.name}`}
              className="aspect-[3/1] w-60 rounded-xl object-cover"
            />
          ) : (
            <div role="img" aria-label="No cover yet: the generated pattern shows" className="w-60">
              <ProjectCover
                slug={project.slug}
                name={project.name}
                coverUrl={null}
                className="aspect-[3/1] w-full rounded-xl"
              />
            </div>
          )
        }
      />
    </SettingsSection>
  );
}

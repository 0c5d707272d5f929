import type { OwnMentorProfile } from "@hatchery/shared";
import { ImageUploadForm, type ImageUploadTexts } from "@/components/image-upload-form";
import { PersonAvatar } from "@/components/person-avatar";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useMentorProfilePhoto } from "../api/upload-mentor-profile-photo";

const PHOTO_TEXTS: ImageUploadTexts = {
  form: "Upload a profile photo",
  choose: "Choose a photo",
  chooseHint: "JPEG, PNG, GIF or WebP, up to 10 MB. A square photo of your face works best.",
  previewAlt: "Preview of the new photo",
  previewNote: "New photo, not saved yet",
  uploading: "Uploading the photo…",
  submit: "Upload photo",
};

/** The profile's own photo, or the person's account photo while it has none. */
export function MentorPhotoSection({
  profile,
  name,
  avatarUrl,
}: {
  profile: OwnMentorProfile;
  name: string;
  avatarUrl: string | null;
}) {
  const photo = useMentorProfilePhoto((data) => ({
    title: data.photoUrl ? "Photo updated" : "Photo removed: your account photo is shown",
  }));
  return (
    <div className="flex flex-col gap-4">
      <ImageUploadForm
        texts={PHOTO_TEXTS}
        current={
          <PersonAvatar person={{ name, image: profile.photoUrl ?? avatarUrl }} className="size-20 text-xl" />
        }
        previewShape="round"
        isPending={photo.isPending && photo.variables !== null}
        onChoose={() => photo.reset()}
        onUpload={(file, clearChoice) => photo.mutate(file, { onSuccess: clearChoice })}
        error={photo.isError ? errorMessage(photo.error) : undefined}
      />
      {profile.photoUrl && (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={photo.isPending}
            onClick={() => photo.mutate(null)}
          >
            Use my account photo instead
          </Button>
        </div>
      )}
    </div>
  );
}

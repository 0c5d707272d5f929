import type { AccountUser } from "@hatchery/shared";
import { ImageUploadForm, type ImageUploadTexts } from "@/components/image-upload-form";
import { errorMessage } from "@/lib/api-client";
import { useUploadAvatar } from "../api/upload-avatar";
import { ProfileSection } from "./profile-section";
import { UserAvatar } from "./user-avatar";

const AVATAR_UPLOAD_TEXTS: ImageUploadTexts = {
  choose: "Choose a photo",
  chooseHint: "JPEG, PNG, GIF or WebP, up to 10 MB.",
  previewAlt: "Preview of your new avatar",
  previewNote: "New photo, not saved yet",
  uploading: "Uploading your photo…",
  submit: "Upload photo",
};

export function AvatarSection({ user }: { user: AccountUser }) {
  const upload = useUploadAvatar(() => ({
    title: "Photo updated",
    description: "Your new profile photo is in place.",
  }));

  function send(file: File, clearChoice: () => void) {
    upload.mutate(file, { onSuccess: clearChoice });
  }

  return (
    <ProfileSection title="Photo" description="Shown beside your name across Hatchery.">
      <ImageUploadForm
        texts={AVATAR_UPLOAD_TEXTS}
        current={<UserAvatar user={user} />}
        previewShape="round"
        isPending={upload.isPending}
        onUpload={send}
        // A new choice clears the previous upload's error.
        onChoose={() => upload.reset()}
        error={upload.isError ? errorMessage(upload.error) : undefined}
      />
    </ProfileSection>
  );
}

import type { AccountUser } from "@hatchery/shared";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useUploadAvatar } from "../api/upload-avatar";
import { AVATAR_ACCEPT, checkAvatarFile } from "../utils/check-avatar-file";
import { errorMessage } from "../utils/server-errors";
import { ProfileSection } from "./profile-section";
import { UserAvatar } from "./user-avatar";

/** A local address for the chosen file, released when the choice changes or the section goes away. */
function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function AvatarSection({ user }: { user: AccountUser }) {
  const [file, setFile] = useState<File>();
  const [checkError, setCheckError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file);
  const progressLabelId = useId();
  const upload = useUploadAvatar();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    upload.reset();
    const chosen = event.target.files?.[0];
    if (!chosen) {
      setFile(undefined);
      setCheckError(undefined);
      return;
    }
    // Checked here first so a file the server would refuse is never sent.
    const check = checkAvatarFile(chosen);
    setFile(check.ok ? chosen : undefined);
    setCheckError(check.ok ? undefined : check.message);
  }

  function clearChoice() {
    setFile(undefined);
    setCheckError(undefined);
    if (inputRef.current) inputRef.current.value = "";
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: () => {
        clearChoice();
        toast({ title: "Photo updated", description: "Your new profile photo is in place." });
      },
    });
  }

  return (
    <ProfileSection title="Photo" description="Shown beside your name across Hatchery.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-6">
          <UserAvatar user={user} />
          {previewUrl && (
            <div className="flex items-center gap-3">
              <img
                src={previewUrl}
                alt="Preview of your new avatar"
                className="size-20 rounded-full object-cover"
              />
              <span className="text-sm text-muted-foreground">New photo, not saved yet</span>
            </div>
          )}
        </div>
        <FormField label="Choose a photo" hint="JPEG, PNG, GIF or WebP, up to 10 MB." error={checkError}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type="file"
              accept={AVATAR_ACCEPT}
              onChange={choose}
              disabled={upload.isPending}
              className="h-auto py-1.5"
            />
          )}
        </FormField>
        {upload.isPending && (
          <div className="flex flex-col gap-2">
            <span id={progressLabelId} className="text-sm text-muted-foreground">
              Uploading your photo…
            </span>
            {/* No byte count is available through fetch, so the bar shows activity rather than a percentage. */}
            <div
              role="progressbar"
              aria-labelledby={progressLabelId}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full w-1/3 rounded-full bg-primary motion-safe:animate-progress" />
            </div>
          </div>
        )}
        <FormError message={upload.isError ? errorMessage(upload.error) : undefined} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!file || upload.isPending}>
            {upload.isPending ? "Uploading…" : "Upload photo"}
          </Button>
          {file && !upload.isPending && (
            <Button type="button" variant="outline" onClick={clearChoice}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </ProfileSection>
  );
}

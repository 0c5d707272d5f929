import type { Incubator } from "@hatchery/shared";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useUploadIncubatorLogo } from "../api/upload-incubator-logo";
import { checkLogoFile, LOGO_ACCEPT } from "../utils/check-logo-file";
import { errorMessage } from "../utils/server-errors";
import { SettingsSection } from "./settings-section";

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

export function LogoSection({ incubator }: { incubator: Incubator }) {
  const [file, setFile] = useState<File>();
  const [checkError, setCheckError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file);
  const progressLabelId = useId();
  const upload = useUploadIncubatorLogo();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) {
      setFile(undefined);
      setCheckError(undefined);
      return;
    }
    // Checked here first so a file the server would refuse is never sent.
    const check = checkLogoFile(chosen);
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
    upload.mutate(
      { slug: incubator.slug, file },
      {
        onSuccess: () => {
          clearChoice();
          toast({ title: "Logo updated", description: `The new logo shows on ${incubator.name}'s page.` });
        },
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
      <form onSubmit={submit} noValidate aria-label="Upload a logo" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-6">
          {incubator.logoUrl ? (
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
          )}
          {previewUrl && (
            <div className="flex items-center gap-3">
              <img
                src={previewUrl}
                alt="Preview of the new logo"
                className="size-20 rounded-xl object-cover"
              />
              <span className="text-sm text-muted-foreground">New logo, not saved yet</span>
            </div>
          )}
        </div>
        <FormField
          label="Choose a logo"
          hint="JPEG, PNG, GIF or WebP, up to 10 MB. A square image looks best."
          error={checkError}
        >
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type="file"
              accept={LOGO_ACCEPT}
              onChange={choose}
              disabled={upload.isPending}
              className="h-auto py-1.5"
            />
          )}
        </FormField>
        {upload.isPending && (
          <div className="flex flex-col gap-2">
            <span id={progressLabelId} className="text-sm text-muted-foreground">
              Uploading the logo…
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
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!file || upload.isPending}>
            {upload.isPending ? "Uploading…" : "Upload logo"}
          </Button>
          {file && !upload.isPending && (
            <Button type="button" variant="outline" onClick={clearChoice}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}

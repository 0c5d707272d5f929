import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { checkImageFile, IMAGE_ACCEPT } from "@/lib/image-file";

/** The words of one upload form, each section's own (tests and people find the controls by them). */
export interface ImageUploadTexts {
  /** The form's accessible name, where the section gives it one. */
  form?: string;
  /** The file input's label. */
  choose: string;
  chooseHint: string;
  previewAlt: string;
  /** Beside the preview, until the upload succeeds. */
  previewNote: string;
  /** Names the progress bar while the file is sent. */
  uploading: string;
  submit: string;
}

const PREVIEW_CLASS = {
  square: "size-20 rounded-xl object-cover",
  round: "size-20 rounded-full object-cover",
} as const;

/** The words of a logo upload: incubators and teams take the same square logo, so they say the same. */
export const LOGO_UPLOAD_TEXTS: ImageUploadTexts = {
  form: "Upload a logo",
  choose: "Choose a logo",
  chooseHint: "JPEG, PNG, GIF or WebP, up to 10 MB. A square image looks best.",
  previewAlt: "Preview of the new logo",
  previewNote: "New logo, not saved yet",
  uploading: "Uploading the logo…",
  submit: "Upload logo",
};

interface ImageUploadFormProps {
  texts: ImageUploadTexts;
  /** The picture in place now, or its placeholder, shown beside the preview. */
  current: ReactNode;
  previewShape: keyof typeof PREVIEW_CLASS;
  isPending: boolean;
  /** Sends the checked file; calling `clearChoice` once it is saved empties the form. */
  onUpload: (file: File, clearChoice: () => void) => void;
  /** Called whenever another file is chosen, before it is checked (to drop an earlier upload's error). */
  onChoose?: () => void;
  /** The last upload's failure, shown in the form. */
  error?: string;
}

/** A local address for the chosen file, released when the choice changes or the form goes away. */
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

/** Choose a picture, see it beside the current one, and upload it with a progress bar. */
export function ImageUploadForm({
  texts,
  current,
  previewShape,
  isPending,
  onUpload,
  onChoose,
  error,
}: ImageUploadFormProps) {
  const [file, setFile] = useState<File>();
  const [checkError, setCheckError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file);
  const progressLabelId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    onChoose?.();
    const chosen = event.target.files?.[0];
    if (!chosen) {
      setFile(undefined);
      setCheckError(undefined);
      return;
    }
    // Checked here first so a file the server would refuse is never sent.
    const check = checkImageFile(chosen);
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
    if (!file || isPending) return;
    onUpload(file, clearChoice);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={texts.form} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-6">
        {current}
        {previewUrl && (
          <div className="flex items-center gap-3">
            <img src={previewUrl} alt={texts.previewAlt} className={PREVIEW_CLASS[previewShape]} />
            <span className="text-sm text-muted-foreground">{texts.previewNote}</span>
          </div>
        )}
      </div>
      <FormField label={texts.choose} hint={texts.chooseHint} error={checkError}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={choose}
            disabled={isPending}
            className="h-auto py-1.5"
          />
        )}
      </FormField>
      {isPending && (
        <div className="flex flex-col gap-2">
          <span id={progressLabelId} className="text-sm text-muted-foreground">
            {texts.uploading}
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
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!file || isPending}>
          {isPending ? "Uploading…" : texts.submit}
        </Button>
        {file && !isPending && (
          <Button type="button" variant="outline" onClick={clearChoice}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

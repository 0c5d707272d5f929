import { LESSON_IMAGE_ALT_REQUIRED_MESSAGE } from "@hatchery/shared";
import { ImageIcon } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { FormError } from "@/components/form-error";
import { FormField, TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { checkImageFile, IMAGE_ACCEPT } from "@/lib/image-file";
import { useUploadLessonImage } from "../api/upload-lesson-image";

const CHOOSE_FILE_MESSAGE = "Choose an image file to insert.";

/** An image's markdown, its description escaped so that brackets in it cannot end the description early. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${alt.replace(/[\\[\]]/g, (character) => `\\${character}`)}](${url})`;
}

/**
 * "Insert image" in the lesson editor: a panel with a file and its required description, which uploads
 * the image for the course and hands `onInsert` its markdown (`![description](address)`) to put at the
 * cursor. It lives inside the lesson's form, so its buttons never submit that form, and Enter in its
 * description uploads rather than saving the lesson.
 */
export function InsertLessonImage({
  slug,
  course,
  onInsert,
}: {
  slug: string;
  course: string;
  onInsert: (markdown: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [alt, setAlt] = useState("");
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [altError, setAltError] = useState<string | undefined>(undefined);
  const [inserted, setInserted] = useState("");
  const upload = useUploadLessonImage();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    setFile(undefined);
    setAlt("");
    setFileError(undefined);
    setAltError(undefined);
    upload.reset();
  }

  function insert() {
    const description = alt.trim();
    // The same size and type rules the server applies, so a wrong file is named before it is sent.
    const checked = file ? checkImageFile(file) : undefined;
    const fileMessage = !file ? CHOOSE_FILE_MESSAGE : checked && !checked.ok ? checked.message : undefined;
    setFileError(fileMessage);
    setAltError(description ? undefined : LESSON_IMAGE_ALT_REQUIRED_MESSAGE);
    if (!file || fileMessage || !description) return;
    setInserted("");
    upload.mutate(
      { slug, course, file },
      {
        onSuccess: (url) => {
          onInsert(imageMarkdown(description, url));
          setInserted(`Image “${description}” inserted into the lesson text.`);
          close();
        },
      },
    );
  }

  function uploadOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    insert();
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={toggle}
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <ImageIcon aria-hidden="true" />
          Insert image
        </Button>
        <p role="status" className="text-sm">
          {inserted}
        </p>
      </div>
      {open && (
        <fieldset id={panelId} className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 font-medium">Insert an image at the cursor</legend>
          <FormField
            label="Image file"
            hint="A JPEG, PNG, GIF or WebP of at most 10 MB, shown to the course's readers."
            error={fileError}
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept={IMAGE_ACCEPT}
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  setFileError(undefined);
                  upload.reset();
                }}
                className="h-auto py-1.5"
              />
            )}
          </FormField>
          <TextField
            label="Description (alt text)"
            hint="What the image shows, for readers who cannot see it."
            value={alt}
            required
            onChange={(event) => {
              setAlt(event.target.value);
              setAltError(undefined);
            }}
            onKeyDown={uploadOnEnter}
            error={altError}
          />
          <FormError message={upload.isError ? errorMessage(upload.error) : undefined} />
          {upload.isPending && (
            <div className="flex items-center gap-3 text-sm" role="status">
              <progress aria-label="Uploading image" className="h-2 w-32 accent-primary" />
              Uploading image…
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={insert} disabled={upload.isPending}>
              {upload.isPending ? "Uploading…" : "Upload and insert"}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                close();
                toggle.current?.focus();
              }}
              disabled={upload.isPending}
            >
              Cancel
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}

import type { FeedPerson } from "@hatchery/shared";
import { ImageIcon } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormError } from "@/components/form-error";
import { MentionTextarea, mentionIdsIn } from "@/components/mention-textarea";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import type { FeedScopeRef } from "../api/feed-target";
import { feedMentionSource } from "../api/people";
import { uploadFeedImage } from "../api/upload-feed-image";

const IMAGE_TYPES = "image/jpeg,image/png,image/gif,image/webp";

export interface ComposerValue {
  body: string;
  mentionIds: string[];
}

/**
 * The look of the form's labels (components/ui/label.tsx's) on a plain label: Radix's label and the
 * primitives under it weighed 1.8 KB on the feed's first view (bench/bundle.mjs), for text selection
 * that `select-none` prevents anyway.
 */
export const FEED_LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

/**
 * A markdown text box with @mention suggestions among the people who can read the feed (the shared
 * `MentionTextarea`, as in chat). Used for posts, comments and their edits.
 */
export function MarkdownComposer({
  scope,
  label,
  hideLabel = false,
  placeholder,
  initialBody = "",
  initialMentions = [],
  submitLabel,
  pendingLabel,
  pending,
  error,
  maxLength,
  autoFocus,
  onSubmit,
  onCancel,
  children,
  disabled = false,
}: {
  scope: FeedScopeRef | null;
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  initialBody?: string;
  initialMentions?: FeedPerson[];
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string;
  maxLength: number;
  autoFocus?: boolean;
  onSubmit: (value: ComposerValue) => Promise<unknown>;
  onCancel?: () => void;
  children?: React.ReactNode;
  /** Shown before it can be used (the feed still loading), so the page does not move when it can. */
  disabled?: boolean;
}) {
  const [body, setBody] = useState(initialBody);
  const [chosen, setChosen] = useState<FeedPerson[]>(initialMentions);
  const id = useId();
  const hintId = `${id}-hint`;
  const mentionSource = feedMentionSource(scope);
  const tooLong = body.length > maxLength;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);

  async function addImage(file: File) {
    if (!scope) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const url = await uploadFeedImage(scope, file);
      const alt = file.name.replace(/\.[^.]+$/, "").replace(/[[\]]/g, "") || "image";
      setBody(
        (current) => `${current}${current === "" || current.endsWith("\n") ? "" : "\n"}![${alt}](${url})\n`,
      );
    } catch (failure) {
      setUploadError(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled || pending || body.trim() === "" || tooLong) return;
    try {
      await onSubmit({ body, mentionIds: mentionIdsIn(body, chosen) });
      setBody("");
      setChosen([]);
    } catch {
      // The caller shows the server's words in `error`; the text stays to correct.
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <label htmlFor={id} className={cn(FEED_LABEL_CLASS, hideLabel && "sr-only")}>
        {label}
      </label>
      <MentionTextarea
        id={id}
        value={body}
        onValueChange={setBody}
        source={mentionSource}
        onMention={(person) =>
          setChosen((current) =>
            current.some((one) => one.id === person.id) ? current : [...current, person],
          )
        }
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        disabled={disabled}
        className="min-h-20"
      />
      <p id={hintId} className={cn("text-xs text-muted-foreground", tooLong && "text-destructive")}>
        Markdown works. Type @ to mention someone who can see this. {body.length}/{maxLength}
      </p>
      <FormError message={error ?? uploadError} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {children}
        {scope && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES}
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void addImage(file);
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={uploading || pending}
              onClick={() => fileInput.current?.click()}
            >
              <ImageIcon aria-hidden="true" />
              {uploading ? "Adding image…" : "Add image"}
            </Button>
          </>
        )}
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={disabled || pending || body.trim() === "" || tooLong}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

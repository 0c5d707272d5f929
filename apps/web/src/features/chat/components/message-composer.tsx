import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatAttachment,
  type ChatPerson,
} from "@hatchery/shared";
import { PaperclipIcon, XIcon } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { FormError } from "@/components/form-error";
import { type MentionSource, MentionTextarea } from "@/components/mention-textarea";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export interface ComposerEditing {
  id: number;
  text: string;
}

/**
 * Writing a message by keyboard: Enter sends, Shift+Enter starts a new line, Up in an empty box edits
 * the person's last message, Escape cancels the edit. Typing `@` and letters lists the channel's readers
 * to mention; while that list is open, Enter, Tab, Up, Down and Escape are the list's. A refused message
 * stays in the box, with the server's words announced below it.
 */
export function MessageComposer({
  label,
  placeholder,
  disabled,
  onSend,
  onTyping,
  onUpload,
  onEdit,
  lastOwnMessage,
  editing,
  onEditingChange,
  mentionSource,
  autoFocus = false,
}: {
  label: string;
  placeholder: string;
  disabled?: boolean;
  /** `mentioned`: the people chosen from the @mention list, whose `@Name` the text may hold. */
  onSend: (text: string, attachmentIds: string[], mentioned: ChatPerson[]) => Promise<unknown>;
  /** Called as the person writes (the caller throttles what it tells others). */
  onTyping?: () => void;
  /** Uploads a file for the next message; absent where files cannot be sent. */
  onUpload?: (file: File) => Promise<ChatAttachment>;
  onEdit: (id: number, text: string, mentioned: ChatPerson[]) => Promise<unknown>;
  /** What Up in an empty box starts editing. */
  lastOwnMessage: () => ComposerEditing | undefined;
  editing: ComposerEditing | null;
  onEditingChange: (editing: ComposerEditing | null) => void;
  /** Whom `@` offers: the channel's readers. */
  mentionSource: MentionSource | null;
  /** Takes focus when it appears: a channel is opened to write in it. */
  autoFocus?: boolean;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [mentioned, setMentioned] = useState<ChatPerson[]>([]);
  const fileInputId = useId();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const draft = useRef("");

  useEffect(() => {
    // Without scrolling: the channel's region keeps the newest message in view by itself. Not away from
    // a field the person is typing in: the workspace's search is there while the channel loads.
    const typing = document.activeElement instanceof HTMLInputElement;
    if (autoFocus && !typing) input.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  // Editing starts (from Up or a message's Edit button): its text takes the box; ending it gives the
  // draft back.
  useEffect(() => {
    if (editing) {
      setText(editing.text);
      input.current?.focus();
    } else {
      setText(draft.current);
    }
    setError(undefined);
  }, [editing]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const value = text.trim();
    if (pending || uploading || (value.length === 0 && (editing || files.length === 0))) return;
    setPending(true);
    setError(undefined);
    try {
      if (editing) {
        await onEdit(editing.id, value, mentioned);
        onEditingChange(null);
      } else {
        await onSend(
          value,
          files.map((file) => file.id),
          mentioned,
        );
        draft.current = "";
        setText("");
        setFiles([]);
        setMentioned([]);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The message could not be sent.");
    } finally {
      setPending(false);
      input.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void submit();
    } else if (event.key === "Escape" && editing) {
      event.preventDefault();
      onEditingChange(null);
    } else if (event.key === "ArrowUp" && text === "" && !editing) {
      const last = lastOwnMessage();
      if (last) {
        event.preventDefault();
        onEditingChange(last);
      }
    }
  }

  async function attach(chosen: FileList | null) {
    if (!onUpload || !chosen) return;
    setError(undefined);
    setUploading(true);
    try {
      for (const file of [...chosen].slice(0, CHAT_ATTACHMENTS_MAX - files.length)) {
        const uploaded = await onUpload(file);
        setFiles((current) => [...current, uploaded]);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The file could not be uploaded.");
    } finally {
      setUploading(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-2 border-t pt-3" noValidate>
      <label htmlFor={inputId} className={editing ? "text-sm font-medium" : "sr-only"}>
        {editing ? "Edit your message" : label}
      </label>
      <MentionTextarea
        ref={input}
        id={inputId}
        value={text}
        source={mentionSource}
        listPlacement="above"
        onMention={(person) =>
          setMentioned((current) =>
            current.some((one) => one.id === person.id) ? current : [...current, person],
          )
        }
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        className="min-h-16 resize-y"
        onValueChange={(value) => {
          setText(value);
          if (!editing) {
            draft.current = value;
            if (value !== "") onTyping?.();
          }
        }}
        onKeyDown={onKeyDown}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* On a phone the keys' hint is read to assistive technology only, so the send row stays in view. */}
        <p id={hintId} className="sr-only text-xs text-muted-foreground sm:not-sr-only">
          {editing
            ? "Enter saves, Escape cancels."
            : "Enter sends, Shift+Enter adds a line, Up edits your last message. **bold**, _italic_, `code`."}
        </p>
        <div className="ml-auto flex gap-2">
          {onUpload && !editing && (
            <>
              <input
                id={fileInputId}
                type="file"
                multiple
                className="sr-only"
                accept="image/jpeg,image/png,image/gif,image/webp,application/pdf,text/plain,.doc,.docx"
                disabled={uploading || files.length >= CHAT_ATTACHMENTS_MAX}
                onChange={(event) => {
                  void attach(event.target.files);
                  event.target.value = "";
                }}
              />
              <label
                htmlFor={fileInputId}
                className={cn(buttonVariants({ variant: "outline", size: "sm" }), "cursor-pointer")}
              >
                <PaperclipIcon aria-hidden="true" />
                {uploading ? "Uploading…" : "Attach a file"}
              </label>
            </>
          )}
          {editing && (
            <Button type="button" variant="outline" size="sm" onClick={() => onEditingChange(null)}>
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            size="sm"
            disabled={
              disabled ||
              pending ||
              uploading ||
              (text.trim().length === 0 && (editing !== null || files.length === 0))
            }
          >
            {editing ? "Save" : pending ? "Sending…" : "Send"}
          </Button>
        </div>
      </div>
      {files.length > 0 && (
        <ul aria-label="Files to send" className="flex flex-wrap gap-2">
          {files.map((file) => (
            <li key={file.id} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
              {file.fileName}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Remove ${file.fileName}`}
                onClick={() => setFiles((current) => current.filter((each) => each.id !== file.id))}
              >
                <XIcon aria-hidden="true" className="size-3" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={error} />
    </form>
  );
}

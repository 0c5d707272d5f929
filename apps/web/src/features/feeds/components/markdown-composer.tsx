import type { FeedPerson } from "@hatchery/shared";
import { ImageIcon } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { FormError } from "@/components/form-error";
import { PersonAvatar } from "@/components/person-avatar";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import type { FeedScopeRef } from "../api/feed-target";
import { useMentionCandidates } from "../api/people";
import { uploadFeedImage } from "../api/upload-feed-image";

const IMAGE_TYPES = "image/jpeg,image/png,image/gif,image/webp";

/** The word being typed after an `@` just before the caret, or null. */
export function mentionQueryAt(text: string, caret: number): string | null {
  const match = /(?:^|\s)@([\p{L}\p{N}'-]{0,30})$/u.exec(text.slice(0, caret));
  return match ? (match[1] ?? "") : null;
}

/** The people chosen from the list whose `@Name` is still in the text. */
export function mentionIdsIn(text: string, chosen: readonly FeedPerson[]): string[] {
  return [...new Set(chosen.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id))];
}

export interface ComposerValue {
  body: string;
  mentionIds: string[];
}

/**
 * A markdown text box with @mention suggestions among the people who can read the feed: typing `@` and
 * a few letters lists them; arrows move, Enter or Tab chooses, Escape closes. Used for posts, comments
 * and their edits.
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
}) {
  const [body, setBody] = useState(initialBody);
  const [chosen, setChosen] = useState<FeedPerson[]>(initialMentions);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const listId = `${id}-mentions`;
  const hintId = `${id}-hint`;
  const candidates = useMentionCandidates(scope, query);
  const people = query === null ? [] : (candidates.data?.people ?? []);
  const open = people.length > 0;
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

  function track(text: string, caret: number) {
    const next = mentionQueryAt(text, caret);
    setQuery(next);
    if (next !== query) setActive(0);
  }

  function choose(person: FeedPerson) {
    const element = textarea.current;
    const caret = element?.selectionStart ?? body.length;
    const before = body.slice(0, caret).replace(/@[\p{L}\p{N}'-]{0,30}$/u, `@${person.name} `);
    const next = before + body.slice(caret);
    setBody(next);
    setChosen((current) => (current.some((one) => one.id === person.id) ? current : [...current, person]));
    setQuery(null);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(before.length, before.length);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + people.length) % people.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      const person = people[active];
      if (!person) return;
      event.preventDefault();
      choose(person);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setQuery(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || body.trim() === "" || tooLong) return;
    try {
      await onSubmit({ body, mentionIds: mentionIdsIn(body, chosen) });
      setBody("");
      setChosen([]);
    } catch {
      // The caller shows the server's words in `error`; the text stays to correct.
    }
  }

  const activePerson = open ? people[active] : undefined;
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id} className={cn(hideLabel && "sr-only")}>
        {label}
      </Label>
      <div className="relative">
        <Textarea
          ref={textarea}
          id={id}
          value={body}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-describedby={hintId}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activePerson ? `${listId}-${activePerson.id}` : undefined}
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            setBody(event.target.value);
            track(event.target.value, event.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onClick={(event) => track(body, event.currentTarget.selectionStart)}
          onBlur={() => setTimeout(() => setQuery(null), 150)}
          className="min-h-20"
        />
        {open && (
          <div
            id={listId}
            role="listbox"
            aria-label="People to mention"
            className="absolute z-20 mt-1 w-full max-w-sm overflow-hidden rounded-md border bg-popover p-1 shadow-md"
          >
            {people.map((person, index) => (
              <div
                key={person.id}
                id={`${listId}-${person.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(person);
                }}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                  index === active && "bg-accent text-accent-foreground",
                )}
              >
                <PersonAvatar person={person} className="size-6 text-xs" />
                {person.name}
              </div>
            ))}
          </div>
        )}
      </div>
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
        <Button type="submit" size="sm" disabled={pending || body.trim() === "" || tooLong}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { XIcon } from "lucide-react";
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { FieldControlProps } from "./form-field";

interface ChipInputProps extends Partial<FieldControlProps> {
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** What one chip is, for the names of its remove button and the announcements ("skill"). */
  itemName: string;
  /** The chips' list, named for screen readers ("Your skills"). */
  listLabel: string;
  /** Cleans a typed entry before it becomes a chip (the same cleaning the form's schema applies). */
  clean: (value: string) => string;
  onBlur?: () => void;
  className?: string;
}

/**
 * A text input that turns entries into chips: Enter or a comma adds the text typed (a pasted list is
 * split at its commas), Backspace in the empty input removes the last chip, and each chip has its own
 * remove button. An entry already in the list, compared without case, is not added twice. Every change
 * is announced, since a chip appearing or vanishing is otherwise silent for screen reader users.
 */
export function ChipInput({
  values,
  onChange,
  itemName,
  listLabel,
  clean,
  onBlur,
  className,
  ...control
}: ChipInputProps) {
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  function add(entries: readonly string[]) {
    const next = [...values];
    const added: string[] = [];
    const repeated: string[] = [];
    for (const entry of entries.map(clean).filter(Boolean)) {
      const listed = next.find((value) => value.toLowerCase() === entry.toLowerCase());
      if (listed !== undefined) repeated.push(listed);
      else {
        next.push(entry);
        added.push(entry);
      }
    }
    if (added.length > 0) onChange(next);
    setAnnouncement(
      [
        added.length > 0 && `Added ${added.join(", ")}.`,
        repeated.length > 0 && `${repeated.join(", ")} ${repeated.length > 1 ? "are" : "is"} already listed.`,
      ]
        .filter(Boolean)
        .join(" "),
    );
  }

  function remove(index: number) {
    const removed = values[index];
    if (removed === undefined) return;
    onChange(values.filter((_, position) => position !== index));
    setAnnouncement(`Removed ${removed}.`);
    // The button that had focus is gone: give it back to the input rather than to the page.
    inputRef.current?.focus();
  }

  function commitDraft() {
    if (draft.trim() === "") return;
    add([draft]);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would submit the form, and a comma only separates entries.
      event.preventDefault();
      commitDraft();
    } else if (event.key === "Backspace" && draft === "" && values.length > 0) {
      event.preventDefault();
      remove(values.length - 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData("text");
    if (!text.includes(",")) return;
    event.preventDefault();
    add(`${draft}${text}`.split(","));
    setDraft("");
  }

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      {values.length > 0 && (
        <ul aria-label={listLabel} className="flex flex-wrap gap-2">
          {values.map((value, index) => (
            <li key={value.toLowerCase()}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm">
                {value}
                <button
                  type="button"
                  aria-label={`Remove ${itemName} ${value}`}
                  onClick={() => remove(index)}
                  className="rounded-full p-0.5 outline-none hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <XIcon aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        {...control}
        ref={inputRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => {
          // What was typed but not yet added still counts when the person moves on (to Save, say).
          commitDraft();
          onBlur?.();
        }}
        enterKeyHint="enter"
        autoComplete="off"
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

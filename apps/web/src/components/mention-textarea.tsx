import type { PersonRef } from "@hatchery/shared";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { cva } from "class-variance-authority";
import { type ComponentProps, type KeyboardEvent, type Ref, useId, useRef, useState } from "react";
import { PersonAvatar } from "@/components/person-avatar";
import { Textarea } from "@/components/ui/textarea";

export type MentionPerson = PersonRef;

/**
 * Where the people to mention come from: only those who can read what is written (a feed's scope, a
 * chat channel), found by the server from the letters typed after `@`.
 */
export interface MentionSource {
  queryKey: (query: string) => QueryKey;
  load: (query: string, signal: AbortSignal) => Promise<MentionPerson[]>;
}

const MENTION_WORD = /(?:^|\s)@([\p{L}\p{N}'-]{0,30})$/u;

/** The word being typed after an `@` just before the caret, or null. */
export function mentionQueryAt(text: string, caret: number): string | null {
  const match = MENTION_WORD.exec(text.slice(0, caret));
  return match ? (match[1] ?? "") : null;
}

/**
 * Code in markdown: a fenced block (``` or ~~~, to its closing fence or the text's end) or an `inline`
 * span. The page shows `@Name` there as code, so it mentions nobody.
 */
const MARKDOWN_CODE = /^ {0,3}(`{3,}|~{3,})[\s\S]*?(?:^ {0,3}\1|(?![\s\S]))|(`+)[^`]+?\2/gm;

/** The people chosen from the list whose `@Name` is still in the text, outside code. */
export function mentionIdsIn(text: string, chosen: readonly MentionPerson[]): string[] {
  const words = text.replace(MARKDOWN_CODE, " ");
  return [
    ...new Set(chosen.filter((person) => words.includes(`@${person.name}`)).map((person) => person.id)),
  ];
}

const list = cva(
  "absolute z-20 w-full max-w-sm overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md",
  { variants: { placement: { below: "top-full mt-1", above: "bottom-full mb-1" } } },
);

const option = cva("flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm", {
  variants: { active: { true: "bg-accent text-accent-foreground", false: "" } },
});

function peopleSentence(count: number): string {
  const people = count === 1 ? "1 person" : `${count} people`;
  return `${people} to mention. Up and Down choose, Enter or Tab picks, Escape closes the list.`;
}

/**
 * A text box that offers @mentions: typing `@` and a few letters lists the people the source offers
 * below it. Up and Down move through them, Enter or Tab writes the chosen `@Full Name `, Escape closes
 * the list and leaves the text (and whatever the box is for) alone. While the list is open those keys
 * belong to it: the box's own `onKeyDown` (a chat's Enter to send, Escape to stop editing) only hears
 * the keys the list did not take.
 *
 * The box keeps its text box role (HTML gives a textarea no other) and names the list it controls,
 * the active option (`aria-activedescendant`) and that it completes from a list, as a combobox does.
 */
export function MentionTextarea({
  value,
  onValueChange,
  source,
  onMention,
  listPlacement = "below",
  onKeyDown,
  onBlur,
  ref,
  ...textareaProps
}: Omit<ComponentProps<typeof Textarea>, "value" | "onChange" | "ref"> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Null where nobody can be mentioned. */
  source: MentionSource | null;
  /** A person was chosen from the list (their `@Name` is now in the text). */
  onMention?: (person: MentionPerson) => void;
  /** Above for a box at the bottom of the screen (a chat's), so the list stays in view. */
  listPlacement?: "above" | "below";
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listId = `${useId()}-mentions`;
  const candidates = useQuery({
    queryKey: source ? source.queryKey(query ?? "") : ["mentions", "none"],
    queryFn: ({ signal }) => (source ? source.load(query ?? "", signal) : Promise.resolve([])),
    enabled: source !== null && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const people = query === null ? [] : (candidates.data ?? []);
  const open = people.length > 0;
  const activePerson = open ? people[Math.min(active, people.length - 1)] : undefined;

  function setBox(element: HTMLTextAreaElement | null) {
    box.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  }

  function track(text: string, caret: number) {
    const next = mentionQueryAt(text, caret);
    if (next !== query) setActive(0);
    setQuery(next);
  }

  function choose(person: MentionPerson) {
    const element = box.current;
    const caret = element?.selectionStart ?? value.length;
    const before = value.slice(0, caret).replace(/@[\p{L}\p{N}'-]{0,30}$/u, `@${person.name} `);
    onValueChange(before + value.slice(caret));
    onMention?.(person);
    setQuery(null);
    // The text changes on the next render; the caret goes after the name once it has.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(before.length, before.length);
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open && !event.nativeEvent.isComposing) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current + step + people.length) % people.length);
        return;
      }
      if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey && activePerson) {
        event.preventDefault();
        choose(activePerson);
        return;
      }
      if (event.key === "Escape") {
        // Closing the list is all Escape does here: an edit in progress, or a dialog around, stays.
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        return;
      }
    }
    onKeyDown?.(event);
  }

  return (
    <div className="relative">
      <Textarea
        {...textareaProps}
        ref={setBox}
        value={value}
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={activePerson ? `${listId}-${activePerson.id}` : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={handleKeyDown}
        onClick={(event) => track(value, event.currentTarget.selectionStart)}
        onBlur={(event) => {
          setQuery(null);
          onBlur?.(event);
        }}
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label="People to mention"
          className={list({ placement: listPlacement })}
        >
          {people.map((person) => (
            <div
              key={person.id}
              id={`${listId}-${person.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={person === activePerson}
              // The box keeps the focus (and the caret) while a pointer chooses.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
              className={option({ active: person === activePerson })}
            >
              <PersonAvatar person={person} className="size-6 text-xs" />
              {person.name}
            </div>
          ))}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {open ? peopleSentence(people.length) : ""}
      </p>
    </div>
  );
}

import {
  PRACTICE_SHARE_MESSAGE_MAX_LENGTH,
  type PracticeShareKind,
  type PracticeShareSummary,
} from "@hatchery/shared";
import { type FormEvent, useDeferredValue, useId, useState } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { usePracticeShareMentors } from "../api/find-practice-share-mentors";
import { useSharePracticeResult } from "../api/share-practice-result";

/**
 * "Share with a mentor": search the published advisors and coaches, choose one, add a note, share.
 * The mentor is told in the app (and by email if they chose it).
 */
export function PracticeShareDialog({
  kind,
  itemId,
  onShared,
}: {
  kind: PracticeShareKind;
  itemId: string;
  onShared: (share: PracticeShareSummary) => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [mentorId, setMentorId] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const deferredSearch = useDeferredValue(search.trim());
  const mentors = usePracticeShareMentors(deferredSearch, open);
  const share = useSharePracticeResult();
  const legendId = useId();

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setSearch("");
      setMentorId("");
      setMessage("");
      setError("");
      share.reset();
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mentorId) {
      setError("Choose a mentor to share with.");
      return;
    }
    setError("");
    share.mutate(
      { kind, itemId, mentorId, message },
      {
        onSuccess: (detail) => {
          onShared(detail.share);
          reset(false);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  const items = mentors.data?.items ?? [];
  return (
    <Dialog open={open} onOpenChange={(next) => !share.isPending && reset(next)}>
      <DialogTrigger asChild>
        <Button type="button">Share with a mentor</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share with a mentor</DialogTitle>
          <DialogDescription>
            The mentor reads this result and can comment on parts of it. You can stop sharing at any time.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label="Search mentors" hint="By name, headline or expertise in the headline.">
            {(control) => (
              <Input
                {...control}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </FormField>
          <fieldset aria-labelledby={legendId} className="grid gap-2">
            <legend id={legendId} className="text-sm font-medium">
              Mentor
            </legend>
            {mentors.isPending ? (
              <p role="status" className="text-sm text-muted-foreground">
                Loading mentors…
              </p>
            ) : mentors.isError ? (
              <p role="alert" className="text-sm text-destructive">
                The mentors could not be loaded: {mentors.error.message}
              </p>
            ) : items.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {deferredSearch
                  ? "No published mentor matches this search."
                  : "No mentor has published a profile yet."}
              </p>
            ) : (
              <ul className="grid max-h-60 gap-1 overflow-y-auto">
                {items.map((mentor) => (
                  <li key={mentor.userId}>
                    <label className="flex cursor-pointer items-start gap-2 rounded-md border p-2 has-checked:border-primary has-checked:bg-accent">
                      <input
                        type="radio"
                        name="mentor"
                        value={mentor.userId}
                        checked={mentorId === mentor.userId}
                        onChange={() => setMentorId(mentor.userId)}
                        className="mt-1"
                      />
                      <span>
                        <span className="block font-medium">{mentor.name}</span>
                        <span className="block text-sm text-muted-foreground">
                          {mentor.kind === "advisor" ? "Advisor" : "Coach"}
                          {mentor.headline && ` · ${mentor.headline}`}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <FormField
            label="Message to the mentor (optional)"
            hint={`What you would like feedback on. Up to ${PRACTICE_SHARE_MESSAGE_MAX_LENGTH} characters.`}
          >
            {(control) => (
              <Textarea
                {...control}
                value={message}
                maxLength={PRACTICE_SHARE_MESSAGE_MAX_LENGTH}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(false)} disabled={share.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={share.isPending}>
              {share.isPending ? "Sharing…" : "Share"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

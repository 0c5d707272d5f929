import type { Milestone } from "@hatchery/shared";
import { CheckCircle2Icon, CircleIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { ReaderTime, useReaderToday } from "@/components/reader-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { dueDayAttributes } from "@/lib/reader-dates";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useCreateMilestone } from "../api/create-milestone";
import { useDeleteMilestone } from "../api/delete-milestone";
import { useUpdateMilestone } from "../api/update-milestone";
import { milestoneProgressText, sortMilestones } from "../utils/milestones";

/*
 * The forms (react-hook-form and its resolver) and the confirmation dialog load only for the team's
 * members, when first shown: most visitors only read the plan, and the page's chunk stays in its budget.
 */
const MilestoneForm = lazy(() =>
  import("./milestone-form").then((module) => ({ default: module.MilestoneForm })),
);
const ConfirmDialog = lazy(() =>
  import("@/components/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * The project's plan: its milestones by due date with how many are done. Members of the team tick them
 * off (at once, put back if the server refuses), add, change and delete them.
 */
export function MilestonesSection({
  slug,
  milestones,
  canEdit,
}: {
  slug: string;
  milestones: readonly Milestone[];
  canEdit: boolean;
}) {
  const headingId = useId();
  const sorted = sortMilestones(milestones);
  const done = milestones.filter((milestone) => milestone.doneAt !== null).length;
  const create = useCreateMilestone();
  const [deleting, setDeleting] = useState<Milestone>();
  const remove = useDeleteMilestone((_answer, { id }) => ({
    title: "Milestone deleted",
    description: `“${milestones.find((milestone) => milestone.id === id)?.title ?? "The milestone"}” is no longer on the plan.`,
  }));
  const today = useReaderToday();

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate({ slug, id: deleting.id }, { onSuccess: () => setDeleting(undefined) });
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          Milestones
        </h2>
        {milestones.length > 0 && <p className="text-sm font-medium">{milestoneProgressText(milestones)}</p>}
      </div>
      {milestones.length > 0 && (
        <div
          role="progressbar"
          aria-label="Milestones done"
          aria-valuemin={0}
          aria-valuemax={milestones.length}
          aria-valuenow={done}
          aria-valuetext={milestoneProgressText(milestones)}
          className="mb-4 h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${(done / milestones.length) * 100}%` }}
          />
        </div>
      )}
      {sorted.length === 0 ? (
        <p className="text-muted-foreground">
          {canEdit ? "No milestones yet: add the first step of the plan." : "No milestones yet."}
        </p>
      ) : (
        <ol aria-label="Milestones" className="divide-y rounded-xl border">
          {sorted.map((milestone) => (
            <MilestoneItem
              key={milestone.id}
              slug={slug}
              milestone={milestone}
              canEdit={canEdit}
              today={today}
              onDelete={() => {
                remove.reset();
                setDeleting(milestone);
              }}
            />
          ))}
        </ol>
      )}
      {canEdit && (
        <div className="mt-6 rounded-xl border border-dashed p-4">
          <h3 className="mb-3 text-base font-semibold">Add a milestone</h3>
          <Suspense fallback={<FormLoading />}>
            <MilestoneForm
              label="Add a milestone"
              submitLabel="Add milestone"
              pendingLabel="Adding…"
              onSave={async (milestone) => {
                await create.mutateAsync({ slug, milestone });
                toast({ title: "Milestone added", description: `“${milestone.title}” is on the plan.` });
              }}
            />
          </Suspense>
        </div>
      )}
      {deleting && (
        <Suspense>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setDeleting(undefined);
            }}
            title="Delete this milestone?"
            description={`“${deleting.title}” will be removed from the project's plan. This cannot be undone.`}
            confirmLabel="Delete milestone"
            pendingLabel="Deleting…"
            pending={remove.isPending}
            error={remove.isError ? errorMessage(remove.error) : undefined}
            onConfirm={confirmDelete}
          />
        </Suspense>
      )}
    </section>
  );
}

function MilestoneItem({
  slug,
  milestone,
  canEdit,
  today,
  onDelete,
}: {
  slug: string;
  milestone: Milestone;
  canEdit: boolean;
  today: string;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMilestone();
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Closing the form removes the field that had focus: hand it back to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) changeButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const checkboxId = useId();
  const dueId = useId();
  /*
   * The tick being saved, held here: the optimistic copy reaches the page a tick later than the click,
   * and a checkbox whose `checked` has not changed by the end of the click is put back meanwhile.
   */
  const [savingDone, setSavingDone] = useState<boolean | null>(null);
  const isDone = savingDone ?? milestone.doneAt !== null;
  // What is due and not done is marked overdue by its day, which a visitor's document marks again.
  const due = !isDone && milestone.dueOn !== null ? dueDayAttributes(milestone.dueOn, today) : undefined;

  function toggle() {
    const done = !isDone;
    setSavingDone(done);
    update.mutate(
      { slug, id: milestone.id, changes: { done } },
      {
        onSettled: () => setSavingDone((current) => (current === done ? null : current)),
        onError: (error) =>
          toast({
            title: "Couldn't update the milestone",
            description: errorMessage(error),
            variant: "destructive",
          }),
      },
    );
  }

  if (editing) {
    return (
      <li className="p-4">
        <Suspense fallback={<FormLoading />}>
          <MilestoneForm
            label={`Change milestone ${milestone.title}`}
            defaultValues={{ title: milestone.title, dueOn: milestone.dueOn ?? "" }}
            submitLabel="Save"
            pendingLabel="Saving…"
            autoFocus
            onCancel={() => setEditing(false)}
            onSave={async (changes) => {
              await update.mutateAsync({ slug, id: milestone.id, changes });
              setEditing(false);
            }}
          />
        </Suspense>
      </li>
    );
  }

  const dueLine = (
    <p id={dueId} className="text-sm text-muted-foreground group-data-[overdue]/milestone:text-destructive">
      {milestone.dueOn ? (
        <>
          Due <ReaderTime at={milestone.dueOn} as="calendar-day" />
        </>
      ) : (
        "No due date"
      )}
    </p>
  );

  return (
    <li className="group/milestone flex flex-wrap items-start gap-3 p-4" {...due}>
      {canEdit ? (
        <input
          id={checkboxId}
          type="checkbox"
          checked={isDone}
          onChange={toggle}
          aria-describedby={dueId}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
      ) : isDone ? (
        <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      ) : (
        <CircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          {canEdit ? (
            <label
              htmlFor={checkboxId}
              className={cn("font-medium break-words", isDone && "line-through opacity-70")}
            >
              {milestone.title}
            </label>
          ) : (
            <span className={cn("font-medium break-words", isDone && "line-through opacity-70")}>
              {milestone.title}
              <span className="sr-only">{isDone ? " (done)" : " (not done)"}</span>
            </span>
          )}
          {isDone && <Badge variant="secondary">Done</Badge>}
          {due && (
            <Badge variant="destructive" className="hidden group-data-[overdue]/milestone:inline-flex">
              Overdue
            </Badge>
          )}
        </div>
        {dueLine}
      </div>
      {canEdit && (
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            ref={changeButton}
            aria-label={`Change milestone ${milestone.title}`}
            onClick={() => setEditing(true)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Delete milestone ${milestone.title}`}
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

function FormLoading() {
  return (
    <div role="status" aria-label="Loading the form…" className="grid gap-3 sm:grid-cols-[1fr_11rem]">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

import { ACTION_ITEM_TEXT_MAX_LENGTH, type ActionItem, type ActionItemOwner } from "@hatchery/shared";
import { Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { formatCalendarDay } from "@/lib/calendar-days";
import { formatDate } from "@/lib/dates";
import { useAddActionItem } from "../api/add-action-item";
import { useDeleteActionItem } from "../api/delete-action-item";
import { useUpdateActionItem } from "../api/update-action-item";

const OWNER_LABELS: Record<ActionItemOwner, string> = { mentor: "Mentor", mentee: "Mentee" };

function ActionItemRow({ item }: { item: ActionItem }) {
  const checkboxId = useId();
  const update = useUpdateActionItem();
  const remove = useDeleteActionItem();
  const [confirming, setConfirming] = useState(false);
  const done = item.doneAt !== null;
  return (
    <li className="flex items-start gap-3 py-2">
      <Checkbox
        id={checkboxId}
        className="mt-0.5"
        checked={done}
        disabled={!item.canEdit || update.isPending}
        onCheckedChange={(checked) => update.mutate({ id: item.id, done: checked === true })}
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        <Label htmlFor={checkboxId} className={done ? "text-muted-foreground line-through" : undefined}>
          {item.text}
        </Label>
        <p className="text-xs text-muted-foreground">
          {OWNER_LABELS[item.owner]}
          {item.dueDate && ` · due ${formatCalendarDay(item.dueDate)}`}
          {item.carried && ` · from the session of ${formatDate(item.sessionStartsAt)}`}
        </p>
        {(update.isError || remove.isError) && (
          <p role="alert" className="text-xs text-destructive">
            {errorMessage(update.error ?? remove.error)}
          </p>
        )}
      </div>
      {item.canEdit && !item.carried && (
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete the action item: ${item.text}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this action item?"
        description="It is removed for both of you."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate(item.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}

function AddActionItemForm({ sessionId }: { sessionId: string }) {
  const ids = useId();
  const [text, setText] = useState("");
  const [owner, setOwner] = useState<ActionItemOwner>("mentee");
  const [dueDate, setDueDate] = useState("");
  const add = useAddActionItem(sessionId);
  return (
    <form
      className="space-y-2 border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          { text, owner, dueDate: dueDate === "" ? null : dueDate },
          {
            onSuccess: () => {
              setText("");
              setDueDate("");
            },
          },
        );
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${ids}-text`}>New action item</Label>
        <Input
          id={`${ids}-text`}
          value={text}
          required
          maxLength={ACTION_ITEM_TEXT_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex gap-3 text-sm">
          <legend className="mb-1 text-sm font-medium">For</legend>
          {(["mentee", "mentor"] as const).map((value) => (
            <label key={value} className="flex items-center gap-1">
              <input
                type="radio"
                name={`${ids}-owner`}
                value={value}
                checked={owner === value}
                onChange={() => setOwner(value)}
              />
              {OWNER_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="space-y-1">
          <Label htmlFor={`${ids}-due`}>Due date (optional)</Label>
          <Input
            id={`${ids}-due`}
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? "Adding…" : "Add action item"}
        </Button>
      </div>
      {add.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(add.error)}
        </p>
      )}
    </form>
  );
}

/** A session's action items, with the pair's open ones carried from earlier sessions. */
export function ActionItemsList({
  sessionId,
  items,
  canAdd,
}: {
  sessionId: string;
  items: ActionItem[];
  canAdd: boolean;
}) {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-2">
      <h3 id={`${ids}-title`} className="font-semibold">
        Action items
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No action items yet.</p>
      ) : (
        <ul className="divide-y">
          {items.map((item) => (
            <ActionItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {canAdd && <AddActionItemForm sessionId={sessionId} />}
    </section>
  );
}

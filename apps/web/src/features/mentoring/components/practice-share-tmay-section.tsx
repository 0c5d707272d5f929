import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { formatDateTime } from "@/lib/dates";
import { PracticeShareAnswerComments } from "./practice-share-answer-comments";
import { PracticeSharePanel } from "./practice-share-panel";

/** A kept TMAY delivery, as the tutor lists it. */
export interface SharableDelivery {
  id: string;
  createdAt: string;
  text: string;
}

/**
 * Mentor feedback on the tutor's page: choose one of the kept deliveries, share it with a mentor, and
 * read the mentors' comments beside its text. `initialId` opens the delivery a notification points at.
 */
export function PracticeShareTmaySection({
  deliveries,
  initialId,
}: {
  deliveries: readonly SharableDelivery[];
  initialId: string | null;
}) {
  const first = deliveries.find((delivery) => delivery.id === initialId) ?? deliveries[0];
  const [chosenId, setChosenId] = useState(first?.id ?? "");
  const selectId = useId();
  const chosen = deliveries.find((delivery) => delivery.id === chosenId) ?? first;
  if (!chosen) return null;
  return (
    <section id="tmay-shared" aria-labelledby="tmay-shared-heading" className="space-y-4">
      <h2 id="tmay-shared-heading" className="text-xl font-semibold">
        Share a delivery with a mentor
      </h2>
      <div className="grid max-w-md gap-2">
        <Label htmlFor={selectId}>Delivery</Label>
        <select
          id={selectId}
          value={chosen.id}
          onChange={(event) => setChosenId(event.target.value)}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {deliveries.map((delivery) => (
            <option key={delivery.id} value={delivery.id}>
              {formatDateTime(delivery.createdAt)}
            </option>
          ))}
        </select>
      </div>
      <blockquote className="max-w-3xl border-l-4 pl-3 whitespace-pre-wrap">{chosen.text}</blockquote>
      <PracticeShareAnswerComments kind="tmay" itemId={chosen.id} questionId={null} />
      <PracticeSharePanel key={chosen.id} kind="tmay" itemId={chosen.id} />
    </section>
  );
}

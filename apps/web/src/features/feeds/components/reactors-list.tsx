import { FEED_REACTION_EMOJI, FEED_REACTION_LABELS } from "@hatchery/shared";
import { Fragment } from "react";
import { PersonLink } from "@/components/person-link";
import { errorMessage } from "@/lib/api-client";
import { useReactors } from "../api/get-reactors";

/** Who reacted to an item, each reaction with its people: read when the reader asks (reaction-bar.tsx). */
export function ReactorsList({ itemId }: { itemId: string }) {
  const reactors = useReactors(itemId);
  if (reactors.isPending) return <p role="status">Loading…</p>;
  if (reactors.isError) return <p role="alert">{errorMessage(reactors.error)}</p>;
  return (
    <ul className="grid gap-1">
      {reactors.data.reactions.map(({ reaction, people }) => (
        <li key={reaction}>
          <span aria-hidden="true">{FEED_REACTION_EMOJI[reaction]} </span>
          <span className="font-medium">{FEED_REACTION_LABELS[reaction]}:</span>{" "}
          {people.map((person, index) => (
            <Fragment key={person.id}>
              {index > 0 && ", "}
              <PersonLink person={person} />
            </Fragment>
          ))}
        </li>
      ))}
    </ul>
  );
}

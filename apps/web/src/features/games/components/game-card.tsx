import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { GameEntry } from "../game-catalogue";

/** One game on the hub: what it is, how long it takes, the person's best so far, and the way in. */
export function GameCard({ game, best }: { game: GameEntry; best?: string | null }) {
  const Icon = game.icon;
  const headingId = `game-${game.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="rounded-md bg-primary/10 p-2 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold">
            {game.title}
          </h2>
          <p className="text-sm text-muted-foreground">{game.length}</p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm">{game.description}</p>
      {best ? (
        <p className="mt-3 text-sm">
          <span className="font-medium">Your best: </span>
          {best}
        </p>
      ) : null}
      <Link
        to={game.href}
        className="mt-4 inline-flex items-center gap-1 self-start font-medium text-primary underline-offset-4 hover:underline"
      >
        Play {game.title.toLowerCase()}
        <ArrowRightIcon aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}

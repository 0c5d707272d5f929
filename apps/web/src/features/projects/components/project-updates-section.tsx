import type { ProjectUpdate } from "@hatchery/shared";
import { CheckCircle2Icon, PencilLineIcon, RocketIcon, SparklesIcon } from "lucide-react";
import { useId } from "react";
import { PersonAvatar } from "@/components/person-avatar";
import { ReaderTime } from "@/components/reader-time";
import { describeProjectUpdate, projectUpdateAuthor } from "../utils/project-updates";

const KIND_ICONS = {
  created: SparklesIcon,
  updated: PencilLineIcon,
  launched: RocketIcon,
  milestone_done: CheckCircle2Icon,
} as const;

/** The project's latest updates, newest first: who did what, and when. */
export function ProjectUpdatesSection({ updates }: { updates: readonly ProjectUpdate[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-2xl font-semibold tracking-tight">
        Recent updates
      </h2>
      {updates.length === 0 ? (
        <p className="text-muted-foreground">No updates yet.</p>
      ) : (
        <ol aria-labelledby={headingId} className="grid gap-4">
          {updates.map((update) => {
            const Icon = KIND_ICONS[update.kind];
            const author = projectUpdateAuthor(update);
            return (
              <li key={update.id} className="flex items-start gap-3">
                <span className="relative">
                  <PersonAvatar
                    person={{ name: author, image: update.actor?.image ?? null }}
                    className="size-9"
                  />
                  <Icon
                    aria-hidden="true"
                    className="absolute -right-1 -bottom-1 size-4 rounded-full bg-background p-0.5 text-primary"
                  />
                </span>
                <p className="min-w-0 text-sm leading-relaxed">
                  <span className="font-medium">{author}</span> {describeProjectUpdate(update)}
                  <span className="block text-muted-foreground">
                    <ReaderTime at={update.createdAt} as="relative" titleAs="date-time" />
                  </span>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

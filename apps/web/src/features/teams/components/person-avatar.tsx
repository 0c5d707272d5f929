import type { TeamPerson } from "@hatchery/shared";
import { cn } from "@/lib/utils";
import { teamInitials } from "./team-logo";

/** A person's photo, or their initials; decorative, since their name is written beside it. */
export function PersonAvatar({ person, className }: { person: TeamPerson; className?: string }) {
  const shape = cn("size-10 shrink-0 rounded-full", className);
  if (person.image) return <img src={person.image} alt="" className={cn(shape, "object-cover")} />;
  return (
    <span aria-hidden="true" className={cn(shape, "grid place-items-center bg-muted text-sm font-semibold")}>
      {teamInitials(person.name)}
    </span>
  );
}

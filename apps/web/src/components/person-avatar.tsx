import { cn } from "@/lib/utils";

/** Up to two letters from a name ("Night Owls" → "NO"), for a person or team without a picture. */
export function initialsOf(name: string): string {
  const [first = "", second] = name.trim().split(/\s+/);
  const letters = second ? `${first.charAt(0)}${second.charAt(0)}` : first.slice(0, 2);
  return letters.toUpperCase();
}

/** A person's photo, or their initials; decorative, since their name is written beside it. */
export function PersonAvatar({
  person,
  className,
}: {
  person: { name: string; image: string | null };
  className?: string;
}) {
  const shape = cn("size-10 shrink-0 rounded-full", className);
  if (person.image) return <img src={person.image} alt="" className={cn(shape, "object-cover")} />;
  return (
    <span aria-hidden="true" className={cn(shape, "grid place-items-center bg-muted text-sm font-semibold")}>
      {initialsOf(person.name)}
    </span>
  );
}

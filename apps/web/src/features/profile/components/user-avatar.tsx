import type { AccountUser } from "@hatchery/shared";
import { cn } from "@/lib/utils";
import { initialsOf } from "../utils/initials";

/** The person's photo, or their initials on a tinted circle when there is none. */
export function UserAvatar({ user, className }: { user: AccountUser; className?: string }) {
  const base = cn("size-20 shrink-0 rounded-full", className);
  if (user.image)
    return <img src={user.image} alt="Your current avatar" className={cn(base, "object-cover")} />;
  return (
    <span
      role="img"
      aria-label="No photo yet"
      className={cn(
        base,
        "flex items-center justify-center bg-accent text-2xl font-semibold text-accent-foreground",
      )}
    >
      <span aria-hidden="true">{initialsOf(user)}</span>
    </span>
  );
}

import { type PersonRef, personPath } from "@hatchery/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";
import { PersonAvatar } from "./person-avatar";

/**
 * A person's name (and, when asked, their face) as a link to their profile (decision 063). Every place that
 * names a person uses it, so the profile is one click from any list, card, message or mention.
 */
export function PersonLink({
  person,
  withAvatar = false,
  avatarClassName,
  className,
  children,
}: {
  person: Pick<PersonRef, "name" | "image" | "handle">;
  withAvatar?: boolean;
  avatarClassName?: string;
  className?: string;
  /** What the link reads when it is not the name alone (the name must still be in it). */
  children?: ReactNode;
}) {
  return (
    <Link
      to={personPath(person.handle)}
      className={cn(withAvatar && "inline-flex items-center gap-2", "font-medium hover:underline", className)}
    >
      {withAvatar ? <PersonAvatar person={person} className={avatarClassName} /> : null}
      {children ?? person.name}
    </Link>
  );
}

import { initialsOf } from "@/components/person-avatar";
import { cn } from "@/lib/utils";

const SIZE_CLASS = {
  sm: "size-12 rounded-lg text-base",
  lg: "size-20 rounded-xl text-2xl",
} as const;

/**
 * The team's logo, or its initials on a tinted square. Decorative (`alt=""`) unless a label is given:
 * the team's name is always written beside it.
 */
export function TeamLogo({
  name,
  logoUrl,
  size = "sm",
  label,
}: {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof SIZE_CLASS;
  /** Names the picture where it stands alone, such as the edit page's current logo. */
  label?: string;
}) {
  if (logoUrl) {
    return <img src={logoUrl} alt={label ?? ""} className={cn("shrink-0 object-cover", SIZE_CLASS[size])} />;
  }
  const initials = cn(
    "grid shrink-0 place-items-center bg-primary/10 font-semibold text-primary",
    SIZE_CLASS[size],
  );
  if (label) {
    return (
      <div role="img" aria-label={label} className={initials}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </div>
    );
  }
  return (
    <div aria-hidden="true" className={initials}>
      {initialsOf(name)}
    </div>
  );
}

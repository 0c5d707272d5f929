import type { CoreTeamRole } from "@hatchery/shared";
import { Badge } from "@/components/ui/badge";
import { hoursText, roleLabel, seatsText, workplaceText } from "./position-format";

/** The facts people compare positions by: role, commitment, place and seats. */
export function PositionMeta({
  position,
}: {
  position: {
    coreRole: CoreTeamRole | null;
    hoursPerWeek: number;
    isRemote: boolean;
    location: string | null;
    seats: number;
    filledSeats: number;
  };
}) {
  return (
    <ul aria-label="Position details" className="flex flex-wrap items-center gap-2 text-sm">
      <li>
        <Badge variant={position.coreRole ? "default" : "secondary"}>{roleLabel(position.coreRole)}</Badge>
      </li>
      <li className="text-muted-foreground">{hoursText(position.hoursPerWeek)}</li>
      <li aria-hidden="true" className="text-muted-foreground">
        ·
      </li>
      <li className="text-muted-foreground">{workplaceText(position)}</li>
      <li aria-hidden="true" className="text-muted-foreground">
        ·
      </li>
      <li className="text-muted-foreground">{seatsText(position)}</li>
    </ul>
  );
}

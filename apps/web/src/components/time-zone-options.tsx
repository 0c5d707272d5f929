import { useMemo } from "react";
import { timeZoneGroups, timeZoneLabel } from "@/lib/time-zone-options";

/**
 * The options of a time-zone select: every zone the browser knows, grouped by region, with `current`
 * among them. A native select, because it finds a zone by typing its first letters (decision 036).
 */
export function TimeZoneOptions({ current }: { current: string | undefined }) {
  const groups = useMemo(() => timeZoneGroups(current), [current]);
  return groups.map((group) => (
    <optgroup key={group.region} label={group.region}>
      {group.zones.map((zone) => (
        <option key={zone} value={zone}>
          {timeZoneLabel(zone)}
        </option>
      ))}
    </optgroup>
  ));
}

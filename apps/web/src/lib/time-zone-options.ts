/** The time zones a person can choose on their profile, grouped by region for a long select. */
export interface TimeZoneGroup {
  /** "Africa", "America", …; "Other" for names without a region, such as UTC. */
  region: string;
  zones: string[];
}

const OTHER_REGION = "Other";

/**
 * Every zone this browser knows, grouped by the region before the first "/", with `current` (the saved
 * one, which may be an alias such as "Asia/Calcutta" the list does not carry) and UTC always among them.
 */
export function timeZoneGroups(current: string | undefined, known = Intl.supportedValuesOf("timeZone")) {
  const zones = new Set(known);
  zones.add("UTC");
  if (current) zones.add(current);
  const groups = new Map<string, string[]>();
  for (const zone of [...zones].sort()) {
    const region = zone.includes("/") ? (zone.split("/")[0] ?? OTHER_REGION) : OTHER_REGION;
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups].map(([region, regionZones]): TimeZoneGroup => ({ region, zones: regionZones }));
}

/** "America/Argentina/Buenos_Aires" as a person reads it: "America / Argentina / Buenos Aires". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll("_", " ").replaceAll("/", " / ");
}

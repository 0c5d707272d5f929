/** The address of a team's or an incubator's chat. */
export function chatPath(place: { kind: "team" | "incubator"; slug: string }): string {
  return `/${place.kind === "team" ? "teams" : "incubators"}/${place.slug}/communication`;
}

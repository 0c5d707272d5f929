/** The address of a team's or an incubator's chat, or of a direct conversation (its slug is its id). */
export function chatPath(place: { kind: "team" | "incubator" | "direct"; slug: string }): string {
  if (place.kind === "direct") return `/messages/${place.slug}`;
  return `/${place.kind === "team" ? "teams" : "incubators"}/${place.slug}/communication`;
}

/** Where a message of a chat is read: its channel, and its thread when it is a reply. */
export function chatMessagePath(
  place: { kind: "team" | "incubator" | "direct"; slug: string },
  message: { channelId: string; parentId: number | null },
): string {
  const thread = message.parentId === null ? "" : `thread=${message.parentId}`;
  if (place.kind === "direct") return `${chatPath(place)}${thread ? `?${thread}` : ""}`;
  return `${chatPath(place)}?channel=${message.channelId}${thread ? `&${thread}` : ""}`;
}

import { PROJECT_STATUS_LABELS, PROJECT_UPDATE_FIELD_LABELS, type ProjectUpdate } from "@hatchery/shared";

const fieldList = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/** What an update did, as the rest of a sentence that starts with who did it. */
export function describeProjectUpdate(update: ProjectUpdate): string {
  const fields = update.changedFields.map((field) => PROJECT_UPDATE_FIELD_LABELS[field]);
  const updatedFields = fields.length > 0 ? `updated the ${fieldList.format(fields)}` : null;
  switch (update.kind) {
    case "created":
      return "created the project";
    case "launched":
      return ["launched the project", updatedFields].filter(Boolean).join(" and ");
    case "milestone_done":
      return `completed the milestone “${update.milestoneTitle ?? ""}”`;
    case "updated": {
      const moved = update.status ? `moved the project to ${PROJECT_STATUS_LABELS[update.status]}` : null;
      return [moved, updatedFields].filter(Boolean).join(" and ") || "updated the project";
    }
  }
}

/** Who made the update: their name, or a neutral word once their account is gone. */
export function projectUpdateAuthor(update: ProjectUpdate): string {
  return update.actor?.name ?? "A former member";
}

import type { Project, UpdateProjectInput } from "@hatchery/shared";
import type { ProjectFormData, ProjectFormInput } from "../project-form-schemas";

/** The fields the edit page changes; the team and the milestones are changed elsewhere. */
export const PROJECT_DETAIL_FIELDS = [
  "name",
  "slug",
  "summary",
  "description",
  "status",
  "repositoryUrl",
  "demoUrl",
  "tags",
] as const;

const FORM_FIELDS = ["team", ...PROJECT_DETAIL_FIELDS, "milestones"] as const;
type ProjectFormField = (typeof FORM_FIELDS)[number] | `milestones.${number}.${"title" | "dueOn"}`;

/** The form field a request issue names, if any (`["milestones", 0, "title"]` → "milestones.0.title"). */
export function projectFieldFor(path: readonly (string | number)[]): ProjectFormField | undefined {
  const [first, index, field] = path;
  if (first === "milestones" && typeof index === "number" && (field === "title" || field === "dueOn")) {
    return `milestones.${index}.${field}`;
  }
  return FORM_FIELDS.find((name) => name === first);
}

/** The form's values for a project as the server keeps it. */
export function projectFormValues(project: Project, team: string): ProjectFormInput {
  return {
    team,
    name: project.name,
    slug: project.slug,
    summary: project.summary,
    description: project.description,
    status: project.status,
    repositoryUrl: project.repositoryUrl ?? "",
    demoUrl: project.demoUrl ?? "",
    tags: project.tags,
    milestones: [],
  };
}

/** Only what differs from the saved project, so a save never overwrites a field nobody touched. */
export function changedProjectFields(values: ProjectFormData, project: Project): UpdateProjectInput {
  const changes: UpdateProjectInput = {};
  for (const field of PROJECT_DETAIL_FIELDS) {
    const value = values[field];
    // An emptied slug keeps the address it has.
    if (value === undefined) continue;
    const same = Array.isArray(value)
      ? value.join("\n") === project.tags.join("\n")
      : value === project[field];
    if (!same) Object.assign(changes, { [field]: value });
  }
  return changes;
}

import {
  createMilestoneSchema,
  createProjectSchema,
  dueDateSchema,
  type Project,
  projectSlugSchema,
  type UpdateProjectInput,
} from "@hatchery/shared";
import { z } from "zod";

/*
 * The shared create schema, with what the browser's inputs give instead of what the API takes: an empty
 * slug means "make one from the name" (left out of the request), and an empty date field means no due
 * date. Every other rule and message is the shared schema's, so the form and the server say the same.
 */

const optionalSlugSchema = z
  .string()
  .trim()
  .transform((slug) => (slug === "" ? undefined : slug))
  .pipe(projectSlugSchema.optional());

/** A milestone row of a form: title and an optional `<input type="date">` value. */
export const milestoneFormSchema = createMilestoneSchema.extend({
  dueOn: z
    .string()
    .transform((day) => (day === "" ? null : day))
    .pipe(dueDateSchema.nullable()),
});
export type MilestoneFormInput = z.input<typeof milestoneFormSchema>;
export type MilestoneFormData = z.output<typeof milestoneFormSchema>;

export const projectFormSchema = createProjectSchema.extend({
  slug: optionalSlugSchema,
  repositoryUrl: createProjectSchema.shape.repositoryUrl.unwrap(),
  demoUrl: createProjectSchema.shape.demoUrl.unwrap(),
  milestones: z.array(milestoneFormSchema),
});
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormData = z.output<typeof projectFormSchema>;

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

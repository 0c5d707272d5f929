import {
  createMilestoneSchema,
  createProjectSchema,
  dueDateSchema,
  projectSlugSchema,
} from "@hatchery/shared";
import { z } from "zod";

/*
 * The schemas of the project forms, in a module of their own: each form loads it through
 * `lazyZodResolver` when first focused or submitted, so the project pages paint without the schema
 * library.
 *
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

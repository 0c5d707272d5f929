import { z } from "zod";
import { addressSlugSchema } from "./incubators";
import { searchFilterSchema, slugFilterSchema } from "./list-filters";
import { pageQuerySchema, pageSchema } from "./pagination";
import { personRefSchema } from "./people";
import { teamFundingSchema } from "./team-funding";
import {
  MILESTONE_TITLE_MAX_LENGTH,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_LIST_PAGE_SIZE,
  PROJECT_MILESTONES_MAX_COUNT,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_SEARCH_MAX_LENGTH,
  PROJECT_STATUSES,
  PROJECT_SUMMARY_MAX_LENGTH,
  PROJECT_TAG_MAX_LENGTH,
  PROJECT_TAGS_MAX_COUNT,
  PROJECT_UPDATE_FIELDS,
  PROJECT_UPDATE_KINDS,
  PROJECT_URL_MAX_LENGTH,
  RESERVED_PROJECT_SLUGS,
} from "./team-model";
import { codePointCount, collapseWhitespace } from "./validation/text";
import { optionalText, requiredLine } from "./validation/text-fields";

/**
 * A team's projects and their milestones (docs/decisions/018-teams-projects-positions.md): the forms'
 * inputs with the messages a person reads, and the answers of the project endpoints.
 */

export const projectSlugSchema = addressSlugSchema(RESERVED_PROJECT_SLUGS);
export const projectStatusSchema = z.enum(PROJECT_STATUSES, {
  error: "Status must be idea, in_progress, launched or paused",
});

/**
 * A link shown on the project's page: http or https only (no `javascript:` or `data:` link reaches a
 * page). An empty text means no link.
 */
function linkSchema(label: string) {
  const invalid = `${label} must be a web address starting with http:// or https://`;
  return z
    .string({ error: invalid })
    .trim()
    .max(PROJECT_URL_MAX_LENGTH, { error: `${label} must be at most ${PROJECT_URL_MAX_LENGTH} characters` })
    .refine(
      (value) => {
        if (value === "") return true;
        try {
          const url = new URL(value);
          return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
        } catch {
          return false;
        }
      },
      { error: invalid },
    )
    .transform((value) => (value === "" ? null : value))
    .nullable();
}

const TAG_LENGTH_MESSAGE = `Each tag must be 1 to ${PROJECT_TAG_MAX_LENGTH} characters`;

/** Lowercase, trimmed, whitespace collapsed, each once, in the order first given. */
export const projectTagsSchema = z
  .array(
    z
      .string({ error: "Tags must be texts" })
      .transform((tag) => collapseWhitespace(tag).toLowerCase())
      .refine((tag) => tag !== "" && codePointCount(tag, PROJECT_TAG_MAX_LENGTH) <= PROJECT_TAG_MAX_LENGTH, {
        error: TAG_LENGTH_MESSAGE,
      }),
    { error: "Tags must be a list of texts" },
  )
  .transform((tags) => [...new Set(tags)])
  .refine((tags) => tags.length <= PROJECT_TAGS_MAX_COUNT, {
    error: `At most ${PROJECT_TAGS_MAX_COUNT} tags`,
  });

const DUE_DATE_MESSAGE = "Due date must be a date (YYYY-MM-DD)";

/** A calendar day, `YYYY-MM-DD`, that exists (no 31 February). */
export const dueDateSchema = z
  .string({ error: DUE_DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DUE_DATE_MESSAGE })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: DUE_DATE_MESSAGE },
  );

const milestoneTitleSchema = requiredLine("Milestone title", MILESTONE_TITLE_MAX_LENGTH);

/** `POST /api/projects/:slug/milestones`, and each milestone of a new project. */
export const createMilestoneSchema = z.object({
  title: milestoneTitleSchema,
  dueOn: dueDateSchema.nullable().default(null),
});
export type CreateMilestoneInput = z.input<typeof createMilestoneSchema>;
export type CreateMilestoneData = z.output<typeof createMilestoneSchema>;

/** `PATCH /api/projects/:slug/milestones/:id`: `done` marks it done now (or not done again). */
export const updateMilestoneSchema = z.object({
  title: milestoneTitleSchema.optional(),
  dueOn: dueDateSchema.nullable().optional(),
  done: z.boolean({ error: "done must be true or false" }).optional(),
});
export type UpdateMilestoneInput = z.input<typeof updateMilestoneSchema>;
export type UpdateMilestoneData = z.output<typeof updateMilestoneSchema>;

/** `POST /api/projects`: a project of the team named by its slug, by one of its members. */
export const createProjectSchema = z.object({
  team: z
    .string({ error: "Choose the team the project belongs to" })
    .trim()
    .min(1, { error: "Choose the team the project belongs to" }),
  name: requiredLine("Name", PROJECT_NAME_MAX_LENGTH),
  slug: projectSlugSchema.optional(),
  summary: optionalText("Summary", PROJECT_SUMMARY_MAX_LENGTH, { multiline: false }).default(""),
  description: optionalText("Description", PROJECT_DESCRIPTION_MAX_LENGTH, { multiline: true }).default(""),
  status: projectStatusSchema.default("idea"),
  repositoryUrl: linkSchema("Repository URL").default(null),
  demoUrl: linkSchema("Demo URL").default(null),
  tags: projectTagsSchema.default([]),
  milestones: z
    .array(createMilestoneSchema, { error: "Milestones must be a list" })
    .max(PROJECT_MILESTONES_MAX_COUNT, { error: `At most ${PROJECT_MILESTONES_MAX_COUNT} milestones` })
    .default([]),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;
export type CreateProjectData = z.output<typeof createProjectSchema>;

/** `PATCH /api/projects/:slug`: only the fields sent change; a link set to null or "" is removed. */
export const updateProjectSchema = z.object({
  name: requiredLine("Name", PROJECT_NAME_MAX_LENGTH).optional(),
  slug: projectSlugSchema.optional(),
  summary: optionalText("Summary", PROJECT_SUMMARY_MAX_LENGTH, { multiline: false }).optional(),
  description: optionalText("Description", PROJECT_DESCRIPTION_MAX_LENGTH, { multiline: true }).optional(),
  status: projectStatusSchema.optional(),
  repositoryUrl: linkSchema("Repository URL").optional(),
  demoUrl: linkSchema("Demo URL").optional(),
  tags: projectTagsSchema.optional(),
});
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;
export type UpdateProjectData = z.output<typeof updateProjectSchema>;

/** `GET /api/projects?search=&status=&tag=&incubator=&team=&cursor=&limit=`: recently updated first. */
export const projectListQuerySchema = pageQuerySchema(PROJECT_LIST_PAGE_SIZE).extend({
  search: searchFilterSchema(PROJECT_SEARCH_MAX_LENGTH),
  status: projectStatusSchema.optional(),
  tag: z
    .string()
    .transform((tag) => collapseWhitespace(tag).toLowerCase())
    .refine((tag) => codePointCount(tag, PROJECT_TAG_MAX_LENGTH) <= PROJECT_TAG_MAX_LENGTH, {
      error: TAG_LENGTH_MESSAGE,
    })
    .optional(),
  incubator: slugFilterSchema("incubator"),
  team: slugFilterSchema("team"),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

const teamRefSchema = z.object({ slug: z.string(), name: z.string() });

/** A project in lists and on its team's page. */
export const projectSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  status: projectStatusSchema,
  tags: z.array(z.string()),
  coverUrl: z.string().nullable(),
  team: teamRefSchema,
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListResponseSchema = pageSchema(projectSummarySchema);
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const projectSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  /** Markdown, sanitised by the server. */
  description: z.string(),
  status: projectStatusSchema,
  repositoryUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  tags: z.array(z.string()),
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueOn: z.string().nullable(),
  /** When it was marked done; null while it is not. */
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/**
 * One entry of a project's timeline. `changedFields` and `status` describe an edit (`status` set when it
 * moved the project to that status); `milestoneTitle` names the milestone a `milestone_done` completed.
 */
export const projectUpdateSchema = z.object({
  id: z.string(),
  kind: z.enum(PROJECT_UPDATE_KINDS),
  /** Who made it: null once their account is gone. */
  actor: personRefSchema.nullable(),
  changedFields: z.array(z.enum(PROJECT_UPDATE_FIELDS)),
  status: projectStatusSchema.nullable(),
  milestoneTitle: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/**
 * `GET /api/projects/:slug`: the project, its team, its milestones by due date (undated last), its
 * recent updates (newest first), and whether the signed-in viewer may edit it (null when signed out).
 */
export const projectDetailResponseSchema = z.object({
  /** `descriptionHtml`: the description rendered by the server to safe HTML, what the page shows. */
  project: projectSchema.extend({ descriptionHtml: z.string() }),
  team: teamRefSchema.extend({ incubator: z.object({ slug: z.string(), name: z.string() }) }),
  milestones: z.array(milestoneSchema),
  recentUpdates: z.array(projectUpdateSchema),
  /** Its team's awards for this project, null when there is none (decision 059). */
  funding: teamFundingSchema,
  viewer: z.object({ permissions: z.object({ edit: z.boolean() }) }).nullable(),
});
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;

/** `POST /api/projects` and `PATCH /api/projects/:slug`. */
export const projectResponseSchema = z.object({ project: projectSchema });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/** `POST /api/projects/:slug/cover` (multipart field `file`, images only). */
export const projectCoverResponseSchema = z.object({ coverUrl: z.string() });
export type ProjectCoverResponse = z.infer<typeof projectCoverResponseSchema>;

/** `POST /api/projects/:slug/milestones` and `PATCH …/milestones/:id`. */
export const milestoneResponseSchema = z.object({ milestone: milestoneSchema });
export type MilestoneResponse = z.infer<typeof milestoneResponseSchema>;

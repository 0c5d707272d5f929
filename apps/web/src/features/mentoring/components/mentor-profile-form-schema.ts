import { saveMentorProfileSchema } from "@hatchery/shared";

/*
 * The editor's schema in a module of its own: the form loads it through `lazyZodResolver` when first
 * focused or submitted, so the page paints without the schema library. It is the server's own, so the
 * browser and the server word every message alike.
 */
export const mentorProfileFormSchema = saveMentorProfileSchema;

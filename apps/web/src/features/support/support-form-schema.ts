/*
 * The contact form's schema, in a module of its own: the form loads it through `lazyZodResolver` when
 * first focused or submitted, so the page paints without the schema library.
 */
export { supportRequestSchema } from "@hatchery/shared";

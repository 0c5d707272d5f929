import { LIBRARY_SECTIONS, type LibrarySection, ROUTES } from "@hatchery/shared";

/** Each section's title is its route's (packages/shared/src/routes.ts), so the two never disagree. */
export function sectionTitle(section: string): string {
  return ROUTES.find((route) => route.path === `/library/${section}`)?.title ?? section;
}

export const SECTION_LEADS: Record<LibrarySection, string> = {
  "tech-roles": "What the CEO, CTO, CCO and CGO of a young company do, and how they work together.",
  "sales-lifecycle": "From the first conversation to a signed contract and a customer who stays.",
  "software-lifecycle": "How software goes from an idea to a release, and how it is kept running.",
  product: "Deciding what to build, for whom, and how to know it worked.",
};

export { LIBRARY_SECTIONS };

import { type ComponentType, lazy } from "react";

/**
 * A page section in its own chunk, for pages (profile, the edit pages) whose forms, validation and
 * dialogs together weigh more than one route chunk may (bench/bundle.mjs). The page's frame shows at
 * once; `load` names the module's export, so the section keeps its own name rather than a default one.
 */
export function lazySection<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

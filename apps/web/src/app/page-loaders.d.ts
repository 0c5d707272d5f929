/** Written by apps/web/page-loaders.ts from PAGE_MODULES (page-modules.ts). */
declare module "virtual:page-loaders" {
  import type { ComponentType } from "react";

  /** Every route id's page: loads the page's module and gives the component it names (undefined if none). */
  export const PAGE_LOADERS: Readonly<Record<string, () => Promise<ComponentType | undefined>>>;
}

import type { ModuleDeps } from "../../app";
import type { ApiRoute } from "../../lib/api-route";

export function membershipsRoutes(_deps: ModuleDeps): ApiRoute[] {
  return [];
}

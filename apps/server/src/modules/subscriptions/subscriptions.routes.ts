import type { ModuleDeps } from "../../app";
import type { ApiRoute } from "../../lib/api-route";

export function subscriptionsRoutes(_deps: ModuleDeps): ApiRoute[] {
  return [];
}

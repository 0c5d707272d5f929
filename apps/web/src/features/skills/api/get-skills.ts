import { skillsEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { skillsKeys } from "@/lib/query-keys/skills-keys";

/** The signed-in person's skills profile: measures per role, points and what to do next. */
export function useSkills() {
  return useQuery({
    queryKey: skillsKeys.mine(),
    queryFn: ({ signal }) => callApi(skillsEndpoints.mine, { signal }),
  });
}

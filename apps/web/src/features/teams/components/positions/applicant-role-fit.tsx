import type { SharedRoleFit } from "@hatchery/shared";
import { RoleShareBars } from "@/components/role-share-bars";
import { formatDate } from "./position-format";

/**
 * The role-fit summary the applicant chose to show to the teams they apply to (decision 040): their
 * own exploration, shown beside the application, never a ranking of applicants.
 */
export function ApplicantRoleFit({ roleFit, name }: { roleFit: SharedRoleFit; name: string }) {
  return (
    <section aria-label={`${name}'s role fit`} className="grid gap-2 rounded-md border p-3 text-sm">
      <h4 className="font-medium">Role fit, shared by {name}</h4>
      <p className="text-muted-foreground">
        {name}'s own exploration in the career assessment, taken {formatDate(roleFit.takenAt)}. It helps start
        a conversation; it is not a ranking and says nothing about how well someone would do.
      </p>
      <RoleShareBars roles={roleFit.roles} />
    </section>
  );
}

import { useId } from "react";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useAssessmentSharing, useChangeAssessmentSharing } from "../api/sharing";

/** The opt-in to show the latest role-fit summary to teams the person applies to; off until chosen. */
export function SharingSetting() {
  const id = useId();
  const sharing = useAssessmentSharing(true);
  const change = useChangeAssessmentSharing();
  if (!sharing.data) return null;
  return (
    <div className="flex items-start gap-3 rounded-md border p-4">
      <Switch
        id={id}
        checked={sharing.data.shareRoleFitWithTeams}
        disabled={change.isPending}
        onCheckedChange={(checked) =>
          change.mutate(
            { shareRoleFitWithTeams: checked },
            {
              onError: (error) =>
                toast({
                  title: "Couldn't save your choice",
                  description: errorMessage(error),
                  variant: "destructive",
                }),
            },
          )
        }
      />
      <label htmlFor={id} className="space-y-1">
        <span className="block font-medium">Show my role-fit summary to teams I apply to</span>
        <span className="block text-sm text-muted-foreground">
          Off unless you turn it on. The people who review your applications then see your latest role-fit
          shares and the date you took it, as your own exploration, never as a ranking. Turning it off hides
          it at once. Your answers and personality results are never shown to anyone.
        </span>
      </label>
    </div>
  );
}

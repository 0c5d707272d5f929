import type { Team } from "@hatchery/shared";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { SettingsSection } from "@/components/settings-section";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { useDeleteTeam } from "../api/delete-team";

/** Deleting cannot be undone, so the person types the team's name to confirm it. */
export function DeleteTeamSection({ team }: { team: Team }) {
  const navigate = useNavigate();
  const remove = useDeleteTeam(() => ({
    title: "Team deleted",
    description: `${team.name} and its projects and positions are gone.`,
  }));
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === team.name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(team.slug, {
      onSuccess: () => navigate("/teams", { replace: true }),
    });
  }

  return (
    <SettingsSection
      title="Delete team"
      description="Removes the team with its members, projects, positions and applications. This cannot be undone."
      className="border-destructive/40"
    >
      <Button
        type="button"
        variant="destructive"
        className="self-start"
        onClick={() => {
          setTyped("");
          remove.reset();
          setOpen(true);
        }}
      >
        Delete team
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete {team.name}?</DialogTitle>
            <DialogDescription>
              Its members, projects, positions and applications are deleted with it. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} noValidate aria-label="Confirm deletion" className="flex flex-col gap-4">
            <FormError message={remove.isError ? errorMessage(remove.error) : undefined} />
            <FormField label={`Type ${team.name} to confirm`}>
              {(control) => (
                <Input
                  {...control}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                {remove.isPending ? "Deleting…" : "Delete team"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}

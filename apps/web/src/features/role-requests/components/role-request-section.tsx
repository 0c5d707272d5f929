import {
  REQUESTABLE_ROLES,
  type RequestableRole,
  ROLE_REQUEST_STATEMENT_MAX,
  roleRequestStatementSchema,
} from "@hatchery/shared";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useCreateRoleRequest, useMyRoleRequests } from "../api/role-requests";

const STATUS_LABELS = { open: "Waiting for an administrator", approved: "Approved", declined: "Declined" };

/**
 * On the profile: ask for the advisor or coach role with a short statement, and see each request's
 * status (docs/decisions/053-first-run-and-roles.md).
 */
export function RoleRequestSection({ emailVerified }: { emailVerified: boolean }) {
  const mine = useMyRoleRequests();
  const create = useCreateRoleRequest(() => ({
    title: "Request sent",
    description: "You are told in the app and by email when an administrator answers.",
  }));
  const roleId = useId();
  const statementId = useId();
  const errorId = useId();
  const [role, setRole] = useState<RequestableRole | "">("");
  const [statement, setStatement] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);

  const held = mine.data?.roles ?? [];
  const open = new Set(mine.data?.requests.filter((r) => r.status === "open").map((r) => r.role));
  const askable = REQUESTABLE_ROLES.filter((r) => !held.includes(r) && !open.has(r));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!role) {
      setInvalid("Choose a role.");
      return;
    }
    const checked = roleRequestStatementSchema.safeParse(statement);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? "Check the statement.");
      return;
    }
    setInvalid(null);
    create.mutate(
      { role, statement },
      {
        onSuccess: () => {
          setRole("");
          setStatement("");
        },
      },
    );
  }

  const message = invalid ?? (create.error ? errorMessage(create.error) : null);
  return (
    <section aria-labelledby="profile-role-requests" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="profile-role-requests" className="text-lg font-semibold">
        Become an advisor or coach
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        Advisors and coaches mentor members and may run incubators. Tell the administrators about your
        experience; they approve or decline, and you are told in the app and by email.
      </p>
      {mine.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : mine.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(mine.error)}
        </p>
      ) : (
        <>
          {mine.data.requests.length > 0 && (
            <ul className="mb-4 grid gap-2" aria-label="Your role requests">
              {mine.data.requests.map((request) => (
                <li key={request.id} className="rounded-lg border p-3 text-sm">
                  <span className="font-medium capitalize">{request.role}</span>{" "}
                  <Badge variant={request.status === "declined" ? "outline" : "secondary"}>
                    {STATUS_LABELS[request.status]}
                  </Badge>
                  {request.reason && <p className="mt-1 text-muted-foreground">{request.reason}</p>}
                </li>
              ))}
            </ul>
          )}
          {!emailVerified ? (
            <p className="text-sm text-muted-foreground">Verify your email address to ask for a role.</p>
          ) : askable.length === 0 ? null : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor={roleId}>Role</Label>
                <Select value={role} onValueChange={(value) => setRole(value as RequestableRole)}>
                  <SelectTrigger id={roleId} className="w-48">
                    <SelectValue placeholder="Choose a role" />
                  </SelectTrigger>
                  <SelectContent>
                    {askable.map((option) => (
                      <SelectItem key={option} value={option}>
                        {option === "advisor" ? "Advisor" : "Coach"}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={statementId}>About your experience</Label>
                <Textarea
                  id={statementId}
                  value={statement}
                  maxLength={ROLE_REQUEST_STATEMENT_MAX}
                  aria-invalid={message !== null || undefined}
                  aria-describedby={message ? errorId : undefined}
                  onChange={(event) => setStatement(event.target.value)}
                />
              </div>
              {message && (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {message}
                </p>
              )}
              <Button type="submit" className="justify-self-start" disabled={create.isPending}>
                {create.isPending ? "Sending…" : "Ask for the role"}
              </Button>
            </form>
          )}
        </>
      )}
    </section>
  );
}

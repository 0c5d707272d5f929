import { Link, useParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { usePageHead } from "@/lib/page-head";
import { useAdminUser } from "../api/get-admin-user";
import { AdminFrame } from "../components/admin-frame";
import { AdminUserActions } from "../components/admin-user-actions";

/** `/admin/users/{id}`: one person's facts, roles, role requests and account. */
export function AdminUserPage() {
  const { id = "" } = useParams();
  const user = useAdminUser(id);
  // The tab names the person, as the page does; an administration page has no description of its own.
  const named = user.data;
  usePageHead(named && { title: named.name || named.email });
  const back = (
    <Link to="/admin/users" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      All users
    </Link>
  );

  if (user.isPending) {
    return (
      <AdminFrame title="User" lead={back}>
        <p role="status" className="sr-only">
          Loading the person…
        </p>
        <div aria-hidden="true" className="grid gap-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      </AdminFrame>
    );
  }
  if (user.isError) {
    return (
      <AdminFrame title="User" lead={back}>
        <Alert variant="destructive" role="alert">
          <AlertTitle>We couldn't load this person</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{errorMessage(user.error)}</p>
            <Button type="button" variant="outline" onClick={() => void user.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </AdminFrame>
    );
  }

  const person = user.data;
  return (
    <AdminFrame title={person.name || person.email} lead={back}>
      <div className="grid gap-6">
        <section aria-labelledby="admin-user-facts" className="rounded-xl border bg-card p-6">
          <h2 id="admin-user-facts" className="text-lg font-semibold">
            Profile
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {person.email}
              <Badge variant={person.emailVerified ? "secondary" : "outline"}>
                {person.emailVerified ? "Verified" : "Not verified"}
              </Badge>
            </dd>
            <dt className="text-muted-foreground">Name</dt>
            <dd>{[person.firstName, person.lastName].filter(Boolean).join(" ") || "Not given"}</dd>
            <dt className="text-muted-foreground">Joined</dt>
            <dd>
              <time dateTime={person.createdAt}>{new Date(person.createdAt).toLocaleDateString()}</time>
            </dd>
            <dt className="text-muted-foreground">Two-factor</dt>
            <dd>{person.twoFactorEnabled ? "On" : "Off"}</dd>
          </dl>
        </section>
        <AdminUserActions user={person} />
        <section aria-labelledby="admin-user-requests" className="rounded-xl border bg-card p-6">
          <h2 id="admin-user-requests" className="text-lg font-semibold">
            Role requests
          </h2>
          {person.roleRequests.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No role requests.</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {person.roleRequests.map((request) => (
                <li key={request.id} className="rounded-lg border p-4 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {request.role}
                    <Badge variant={request.status === "open" ? "default" : "secondary"}>
                      {request.status}
                    </Badge>
                    <time dateTime={request.createdAt} className="font-normal text-muted-foreground">
                      {new Date(request.createdAt).toLocaleDateString()}
                    </time>
                  </p>
                  <p className="mt-2 whitespace-pre-wrap">{request.statement}</p>
                  {request.reason && <p className="mt-2 text-muted-foreground">Reason: {request.reason}</p>}
                  {request.status === "open" && (
                    <Link
                      to="/admin/users?tab=requests"
                      className="mt-2 inline-block font-medium text-primary underline-offset-4 hover:underline"
                    >
                      Answer it with the open requests
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminFrame>
  );
}

import type { AdminUserRow, RoleRequest } from "@hatchery/shared";
import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { useTableView } from "@/components/data-table/use-table-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAdminUsers } from "../api/list-admin-users";
import { useOpenRoleRequests } from "../api/list-open-role-requests";
import { AdminFrame } from "../components/admin-frame";
import { RoleRequestDecisionDialog } from "../components/role-request-decision-dialog";

const SEARCH_PARAM = "q";
const TAB_PARAM = "tab";
const REQUESTS_TAB = "requests";

const PEOPLE_COLUMNS: DataTableColumn<AdminUserRow>[] = [
  {
    id: "name",
    header: "Person",
    cell: (row) => (
      <div className="flex flex-col">
        <Link
          to={`/admin/users/${row.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.name || row.email}
        </Link>
        <span className="text-muted-foreground">{row.email}</span>
      </div>
    ),
  },
  {
    id: "roles",
    header: "Roles",
    cell: (row) =>
      row.roles.length === 0 ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        <span className="flex flex-wrap gap-1">
          {row.roles.map((role) => (
            <Badge key={role} variant="secondary">
              {role}
            </Badge>
          ))}
        </span>
      ),
  },
  { id: "email", header: "Email", cell: (row) => (row.emailVerified ? "Verified" : "Not verified") },
  {
    id: "status",
    header: "Account",
    cell: (row) => (row.disabled ? <Badge variant="destructive">Disabled</Badge> : "Active"),
  },
];

/** `/admin/users`: find a person by name or email; the open role requests on their own tab. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB_PARAM) === REQUESTS_TAB ? REQUESTS_TAB : "people";

  function setTab(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === REQUESTS_TAB) updated.set(TAB_PARAM, REQUESTS_TAB);
        else updated.delete(TAB_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <AdminFrame title="Users" lead="Find a person, change their roles or account, and answer role requests.">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Users">
          <TabsTrigger value="people">People</TabsTrigger>
          <TabsTrigger value={REQUESTS_TAB}>Open role requests</TabsTrigger>
        </TabsList>
        <TabsContent value="people" className="pt-4">
          <PeopleTable />
        </TabsContent>
        <TabsContent value={REQUESTS_TAB} className="pt-4">
          <OpenRequestsTable />
        </TabsContent>
      </Tabs>
    </AdminFrame>
  );
}

function PeopleTable() {
  const view = useTableView({ sortable: [], filters: [SEARCH_PARAM] });
  const search = view.filters[SEARCH_PARAM] ?? "";
  const [draft, setDraft] = useState(search);
  const query = useAdminUsers(search);
  const searchId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    view.setFilter(SEARCH_PARAM, draft.trim());
  }

  return (
    <div className="grid gap-4">
      <form aria-label="Search people" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Search by name or email</Label>
          <Input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="w-72"
          />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      <DataTable
        label="People"
        columns={PEOPLE_COLUMNS}
        query={query}
        view={view}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.email}
        loadingLabel="Loading people…"
        errorTitle="We couldn't load the people"
        empty={search ? `Nobody's name or email holds “${search}”.` : "Nobody has signed up yet."}
      />
    </div>
  );
}

function OpenRequestsTable() {
  const view = useTableView({ sortable: [], filters: [] });
  const query = useOpenRoleRequests();
  const [deciding, setDeciding] = useState<{ request: RoleRequest; decision: "approve" | "decline" } | null>(
    null,
  );
  const columns: DataTableColumn<RoleRequest>[] = [
    {
      id: "person",
      header: "Person",
      cell: (row) => (
        <Link
          to={`/admin/users/${row.userId}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.userName || row.userEmail}
        </Link>
      ),
    },
    { id: "role", header: "Role", cell: (row) => <Badge variant="secondary">{row.role}</Badge> },
    {
      id: "statement",
      header: "Statement",
      cell: (row) => <p className="max-w-prose whitespace-pre-wrap">{row.statement}</p>,
    },
    {
      id: "asked",
      header: "Asked",
      cell: (row) => <time dateTime={row.createdAt}>{new Date(row.createdAt).toLocaleDateString()}</time>,
    },
    {
      id: "actions",
      header: "Decision",
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            aria-label={`Approve ${row.userName || row.userEmail}'s ${row.role} request`}
            onClick={() => setDeciding({ request: row, decision: "approve" })}
          >
            Approve
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Decline ${row.userName || row.userEmail}'s ${row.role} request`}
            onClick={() => setDeciding({ request: row, decision: "decline" })}
          >
            Decline
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label="Open role requests"
        columns={columns}
        query={query}
        view={view}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${row.userEmail} ${row.role}`}
        loadingLabel="Loading role requests…"
        errorTitle="We couldn't load the role requests"
        empty="No role requests are waiting."
      />
      {deciding && (
        <RoleRequestDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}

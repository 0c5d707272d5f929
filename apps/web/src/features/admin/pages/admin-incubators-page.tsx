import { type AdminIncubator, INCUBATOR_STATUSES, type IncubatorStatus } from "@hatchery/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { useTableView } from "@/components/data-table/use-table-view";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { formatPrice } from "@/lib/price";
import { toast } from "@/lib/toast";
import { useChangeIncubatorStatus } from "../api/change-incubator-status";
import { useAdminIncubators } from "../api/list-admin-incubators";
import { useTransferIncubator } from "../api/transfer-incubator";
import { AdminFrame } from "../components/admin-frame";
import { AdminSearchForm } from "../components/admin-search-form";

const STATUS_LABELS: Record<IncubatorStatus, string> = {
  active: "Active",
  paused: "Paused",
  archived: "Archived",
};

const STATUS_EFFECT: Record<IncubatorStatus, string> = {
  active: "It will accept new members again.",
  paused: "It will refuse new members until it is active again; current members stay.",
  archived: "It will refuse new members, as a closed incubator; current members stay.",
};

function isStatus(value: string | undefined): value is IncubatorStatus {
  return (INCUBATOR_STATUSES as readonly string[]).includes(value ?? "");
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** `/admin/incubators`: every incubator with status, owner and plans; change a status, transfer ownership. */
export function AdminIncubatorsPage() {
  const view = useTableView({ sortable: [], filters: ["search", "status"] });
  const status = view.filters.status;
  const query = useAdminIncubators({
    search: view.filters.search,
    status: isStatus(status) ? status : undefined,
  });
  const [statusChange, setStatusChange] = useState<{
    incubator: AdminIncubator;
    status: IncubatorStatus;
  } | null>(null);
  const [transferring, setTransferring] = useState<AdminIncubator | null>(null);

  const columns: DataTableColumn<AdminIncubator>[] = [
    {
      id: "name",
      header: "Incubator",
      cell: (incubator) => (
        <div className="min-w-40">
          <Link
            to={`/incubators/${incubator.slug}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            {incubator.name}
          </Link>
          <div className="text-xs text-muted-foreground">{incubator.slug}</div>
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: (incubator) => (
        <StatusSelect
          incubator={incubator}
          onChoose={(next) => setStatusChange({ incubator, status: next })}
        />
      ),
    },
    {
      id: "owner",
      header: "Owner",
      cell: (incubator) =>
        incubator.owner ? (
          <div>
            <div>{incubator.owner.name}</div>
            <div className="text-xs text-muted-foreground">{incubator.owner.email}</div>
          </div>
        ) : (
          <span className="text-muted-foreground">No owner</span>
        ),
    },
    {
      id: "members",
      header: "Members",
      cell: (incubator) => (
        <div className="whitespace-nowrap">
          {plural(incubator.memberCount, "member", "members")}
          <div className="text-xs text-muted-foreground">
            {plural(incubator.subscriberCount, "subscriber", "subscribers")}
          </div>
        </div>
      ),
    },
    {
      id: "plans",
      header: "Plans",
      cell: (incubator) =>
        incubator.plans.length === 0 ? (
          <span className="text-muted-foreground">No plans</span>
        ) : (
          <ul className="space-y-1">
            {incubator.plans.map((plan) => (
              <li key={plan.id} className="whitespace-nowrap">
                <span className={plan.isActive ? undefined : "text-muted-foreground line-through"}>
                  {plan.name}
                </span>{" "}
                {formatPrice(plan.priceMonthly)}/month
                {plan.trialPeriodDays > 0 && `, ${plan.trialPeriodDays}-day trial`}
                <span className="text-muted-foreground">
                  {" "}
                  · {plural(plan.subscriberCount, "subscriber", "subscribers")}
                  {!plan.isActive && " · not offered"}
                </span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: (incubator) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Transfer ownership of ${incubator.name}`}
            onClick={() => setTransferring(incubator)}
          >
            Transfer ownership
          </Button>
          <Link
            to={`/incubators/${incubator.slug}/edit`}
            aria-label={`Edit ${incubator.name} and its plans`}
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            Edit
          </Link>
        </div>
      ),
    },
  ];

  return (
    <AdminFrame
      title="Incubators"
      lead="Every incubator with its status, owner, members and plans (prices per month, subscribers holding each plan now)."
    >
      <AdminSearchForm
        label="Search incubators"
        fields={[{ id: "search", label: "Name, address or owner's email" }]}
      />
      <DataTable
        label="Incubators"
        columns={columns}
        query={query}
        view={view}
        rowKey={(incubator) => incubator.id}
        rowLabel={(incubator) => incubator.name}
        filters={[
          {
            id: "status",
            label: "Status",
            anyLabel: "Any status",
            options: INCUBATOR_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          },
        ]}
        loadingLabel="Loading incubators…"
        errorTitle="The incubators could not be loaded"
        empty={<p className="text-muted-foreground">No incubator matches.</p>}
      />
      {statusChange && <StatusDialog change={statusChange} onClose={() => setStatusChange(null)} />}
      {transferring && <TransferDialog incubator={transferring} onClose={() => setTransferring(null)} />}
    </AdminFrame>
  );
}

/** A native select: keyboard and screen readers know it, and choosing only opens the confirmation. */
function StatusSelect({
  incubator,
  onChoose,
}: {
  incubator: AdminIncubator;
  onChoose: (status: IncubatorStatus) => void;
}) {
  return (
    <select
      aria-label={`Status of ${incubator.name}`}
      value={incubator.status}
      onChange={(event) => {
        if (isStatus(event.target.value)) onChoose(event.target.value);
      }}
      className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
    >
      {INCUBATOR_STATUSES.map((value) => (
        <option key={value} value={value}>
          {STATUS_LABELS[value]}
        </option>
      ))}
    </select>
  );
}

function StatusDialog({
  change,
  onClose,
}: {
  change: { incubator: AdminIncubator; status: IncubatorStatus };
  onClose: () => void;
}) {
  const mutation = useChangeIncubatorStatus();
  const { incubator, status } = change;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Make ${incubator.name} ${STATUS_LABELS[status].toLowerCase()}?`}
      description={STATUS_EFFECT[status]}
      confirmLabel="Change status"
      pendingLabel="Changing…"
      pending={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error) : undefined}
      destructive={status !== "active"}
      onConfirm={() =>
        mutation.mutate(
          { slug: incubator.slug, status },
          {
            onSuccess: () => {
              toast({ title: `${incubator.name} is ${STATUS_LABELS[status].toLowerCase()}` });
              onClose();
            },
          },
        )
      }
    />
  );
}

function TransferDialog({ incubator, onClose }: { incubator: AdminIncubator; onClose: () => void }) {
  const mutation = useTransferIncubator();
  const [email, setEmail] = useState("");
  const inputId = useId();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Transfer ${incubator.name}`}
      description={
        <>
          <p>
            {incubator.owner
              ? `${incubator.owner.name} (${incubator.owner.email}) owns it now.`
              : "No account owns it now."}{" "}
            The new owner must hold the advisor, coach or admin role.
          </p>
          <p className="mt-2">
            The former owner keeps their roles and membership but can no longer edit the incubator or its
            plans.
          </p>
        </>
      }
      confirmLabel="Transfer ownership"
      pendingLabel="Transferring…"
      pending={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error) : undefined}
      onConfirm={() =>
        mutation.mutate(
          { slug: incubator.slug, email },
          {
            onSuccess: (answer) => {
              toast({ title: `${incubator.name} now belongs to ${answer.incubator.owner?.name ?? email}` });
              onClose();
            },
          },
        )
      }
    >
      <div className="space-y-2">
        <Label htmlFor={inputId}>New owner's email</Label>
        <Input
          id={inputId}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

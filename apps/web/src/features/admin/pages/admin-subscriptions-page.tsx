import { type AdminSubscription, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@hatchery/shared";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { useTableView } from "@/components/data-table/use-table-view";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { formatPrice } from "@/lib/price";
import { useRevenue } from "../api/get-revenue";
import { useAdminSubscriptions } from "../api/list-admin-subscriptions";
import { AdminFrame } from "../components/admin-frame";
import { AdminSearchForm } from "../components/admin-search-form";

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending_payment: "Awaiting payment",
  trial: "Trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  not_completed: "Checkout not completed",
};

function isStatus(value: string | undefined): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? "");
}

/** `/admin/subscriptions`: monthly recurring revenue, then every subscription by status, incubator or person. */
export function AdminSubscriptionsPage() {
  const view = useTableView({ sortable: [], filters: ["status", "incubator", "person"] });
  const status = view.filters.status;
  const query = useAdminSubscriptions({
    status: isStatus(status) ? status : undefined,
    incubator: view.filters.incubator,
    person: view.filters.person,
  });

  const columns: DataTableColumn<AdminSubscription>[] = [
    {
      id: "person",
      header: "Person",
      cell: (subscription) => (
        <div>
          <div>{subscription.person.name}</div>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            aria-label={`History of ${subscription.person.email}`}
            onClick={() => view.setFilter("person", subscription.person.email)}
          >
            {subscription.person.email}
          </Button>
        </div>
      ),
    },
    {
      id: "incubator",
      header: "Incubator",
      cell: (subscription) => (
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          aria-label={`Subscriptions of ${subscription.incubator.name}`}
          onClick={() => view.setFilter("incubator", subscription.incubator.slug)}
        >
          {subscription.incubator.name}
        </Button>
      ),
    },
    {
      id: "plan",
      header: "Plan",
      cell: (subscription) => (
        <span className="whitespace-nowrap">
          {subscription.plan.name} · {formatPrice(subscription.plan.priceMonthly)}/month
        </span>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: (subscription) => (
        <div className="flex flex-col gap-1">
          <Badge variant={subscription.status === "active" ? "default" : "secondary"}>
            {STATUS_LABELS[subscription.status]}
          </Badge>
          {subscription.cancelAtPeriodEnd && (
            <span className="text-xs text-muted-foreground">Ends at the period's end</span>
          )}
        </div>
      ),
    },
    {
      id: "dates",
      header: "Dates",
      cell: (subscription) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs whitespace-nowrap">
          <dt className="text-muted-foreground">Started</dt>
          <dd>{formatDate(subscription.createdAt)}</dd>
          {subscription.trialEndsAt && (
            <>
              <dt className="text-muted-foreground">Trial ends</dt>
              <dd>{formatDate(subscription.trialEndsAt)}</dd>
            </>
          )}
          {subscription.currentPeriodEnd && (
            <>
              <dt className="text-muted-foreground">Period ends</dt>
              <dd>{formatDate(subscription.currentPeriodEnd)}</dd>
            </>
          )}
          {subscription.canceledAt && (
            <>
              <dt className="text-muted-foreground">Canceled</dt>
              <dd>{formatDate(subscription.canceledAt)}</dd>
            </>
          )}
        </dl>
      ),
    },
  ];

  return (
    <AdminFrame
      title="Subscriptions"
      lead="Monthly recurring revenue, and every subscription by status, incubator or person."
    >
      <RevenueSection />
      <h2 className="mt-10 mb-4 text-xl font-semibold tracking-tight">All subscriptions</h2>
      <AdminSearchForm
        label="Filter subscriptions"
        fields={[
          { id: "incubator", label: "Incubator (address)", placeholder: "e.g. lumen-lab" },
          { id: "person", label: "Person's email", type: "email" },
        ]}
      />
      <DataTable
        label="Subscriptions"
        columns={columns}
        query={query}
        view={view}
        rowKey={(subscription) => subscription.id}
        rowLabel={(subscription) => `${subscription.person.name}, ${subscription.incubator.name}`}
        filters={[
          {
            id: "status",
            label: "Status",
            anyLabel: "Any status",
            options: SUBSCRIPTION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          },
        ]}
        loadingLabel="Loading subscriptions…"
        errorTitle="The subscriptions could not be loaded"
        empty={<p className="text-muted-foreground">No subscription matches.</p>}
      />
    </AdminFrame>
  );
}

function RevenueSection() {
  const revenue = useRevenue();
  return (
    <section aria-labelledby="revenue-heading">
      <h2 id="revenue-heading" className="mb-4 text-xl font-semibold tracking-tight">
        Monthly recurring revenue
      </h2>
      {revenue.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading revenue…
          </p>
          <Skeleton aria-hidden="true" className="h-32 w-full" />
        </>
      ) : revenue.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The revenue could not be loaded</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{errorMessage(revenue.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void revenue.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <Figure label="Total MRR" value={formatPrice(revenue.data.total.mrrCents)} />
            <Figure label="Paying subscriptions" value={String(revenue.data.total.activeCount)} />
            <Figure
              label="In trial"
              value={String(revenue.data.total.trialCount)}
              note={`${formatPrice(revenue.data.total.trialValueCents)}/month once they pay`}
            />
          </div>
          {revenue.data.incubators.length === 0 ? (
            <p className="text-muted-foreground">No paying or trial subscriptions yet.</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Monthly recurring revenue by incubator</caption>
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Incubator
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      MRR
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      Paying
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      In trial
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {revenue.data.incubators.map((row) => (
                    <tr key={row.slug} className="border-t">
                      <th scope="row" className="px-4 py-3 font-medium">
                        {row.name}
                      </th>
                      <td className="px-4 py-3 text-right tabular-nums">{formatPrice(row.mrrCents)}</td>
                      <td className="px-4 py-3 text-right tabular-nums">{row.activeCount}</td>
                      <td className="px-4 py-3 text-right tabular-nums">{row.trialCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
          {label}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

import { ADMIN_JOB_STATES, type AdminJob, type AdminJobState } from "@hatchery/shared";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { useTableView } from "@/components/data-table/use-table-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { useDiscardJob } from "../api/discard-job";
import { useAdminJobs } from "../api/list-admin-jobs";
import { useRetryJob } from "../api/retry-job";
import { AdminFrame } from "../components/admin-frame";

const STATE_LABELS: Record<AdminJobState, string> = {
  failed: "Failed, will retry",
  dead: "Dead",
};

function isState(value: string | undefined): value is AdminJobState {
  return (ADMIN_JOB_STATES as readonly string[]).includes(value ?? "");
}

/** `/admin/jobs`: background jobs that failed or gave up, with their error; retry or discard each. */
export function AdminJobsPage() {
  const view = useTableView({ sortable: [], filters: ["state"] });
  const state = view.filters.state;
  const query = useAdminJobs({ state: isState(state) ? state : undefined });
  const retry = useRetryJob();
  const [discarding, setDiscarding] = useState<AdminJob | null>(null);

  const columns: DataTableColumn<AdminJob>[] = [
    {
      id: "name",
      header: "Job",
      cell: (job) => (
        <div>
          <div className="font-mono text-sm">{job.name}</div>
          <div className="text-xs text-muted-foreground">{job.id}</div>
        </div>
      ),
    },
    {
      id: "state",
      header: "State",
      cell: (job) => (
        <div className="flex flex-col gap-1">
          <Badge variant={job.state === "dead" ? "destructive" : "secondary"}>
            {STATE_LABELS[job.state]}
          </Badge>
          {job.running && <span className="text-xs text-muted-foreground">Running now</span>}
        </div>
      ),
    },
    {
      id: "attempts",
      header: "Attempts",
      cell: (job) => (
        <span className="whitespace-nowrap">
          {job.attempts} of {job.maxAttempts}
        </span>
      ),
    },
    {
      id: "error",
      header: "Error",
      cell: (job) => (
        <details className="max-w-md">
          <summary className="cursor-pointer truncate">{job.lastError?.split("\n")[0] ?? "No error"}</summary>
          <pre className="mt-2 max-h-48 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap">
            {job.lastError}
          </pre>
          <p className="mt-2 text-xs text-muted-foreground">Payload</p>
          <pre className="max-h-32 overflow-auto rounded bg-muted p-2 text-xs">
            {JSON.stringify(job.payload, null, 2)}
          </pre>
        </details>
      ),
    },
    {
      id: "times",
      header: "Times",
      cell: (job) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs whitespace-nowrap">
          <dt className="text-muted-foreground">Queued</dt>
          <dd>{formatDateTime(job.createdAt)}</dd>
          {job.state === "failed" ? (
            <>
              <dt className="text-muted-foreground">Next attempt</dt>
              <dd>{formatDateTime(job.runAt)}</dd>
            </>
          ) : (
            job.finishedAt && (
              <>
                <dt className="text-muted-foreground">Gave up</dt>
                <dd>{formatDateTime(job.finishedAt)}</dd>
              </>
            )
          )}
        </dl>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: (job) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Retry ${job.name} job ${job.id}`}
            disabled={job.running || (retry.isPending && retry.variables === job.id)}
            onClick={() =>
              retry.mutate(job.id, {
                onSuccess: () => toast({ title: `The ${job.name} job will run again now` }),
                onError: (error) =>
                  toast({
                    title: "The job could not be retried",
                    description: errorMessage(error),
                    variant: "destructive",
                  }),
              })
            }
          >
            Retry
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Discard ${job.name} job ${job.id}`}
            disabled={job.running}
            onClick={() => setDiscarding(job)}
          >
            Discard
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminFrame
      title="Jobs"
      lead="Background work that failed and will be tried again, or that the worker gave up on. Retry puts a job back in line with all its attempts; discard deletes it (the audit log keeps what it was)."
    >
      <DataTable
        label="Failed and dead jobs"
        columns={columns}
        query={query}
        view={view}
        rowKey={(job) => job.id}
        rowLabel={(job) => `${job.name} ${job.id}`}
        filters={[
          {
            id: "state",
            label: "State",
            anyLabel: "Failed or dead",
            options: ADMIN_JOB_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
          },
        ]}
        loadingLabel="Loading jobs…"
        errorTitle="The jobs could not be loaded"
        empty={
          <p className="text-muted-foreground">No failed or dead jobs: the background work is keeping up.</p>
        }
      />
      {discarding && <DiscardDialog job={discarding} onClose={() => setDiscarding(null)} />}
    </AdminFrame>
  );
}

function DiscardDialog({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const mutation = useDiscardJob();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Discard this ${job.name} job?`}
      description="It will never run. The audit log keeps its payload, attempts and last error."
      confirmLabel="Discard job"
      pendingLabel="Discarding…"
      pending={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error) : undefined}
      onConfirm={() =>
        mutation.mutate(job.id, {
          onSuccess: () => {
            toast({ title: `The ${job.name} job was discarded` });
            onClose();
          },
        })
      }
    />
  );
}

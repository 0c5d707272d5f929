import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Something done to every selected row at once, e.g. "Archive". */
export interface BulkAction<Row> {
  label: string;
  variant?: "default" | "outline" | "destructive";
  /**
   * Runs on the selected rows and tells its own failure (a mutation's toast or alert). The selection
   * clears when it succeeds and stays for another try when it rejects.
   */
  run: (rows: Row[]) => unknown;
}

export function BulkActionBar<Row>({
  actions,
  selected,
  onDone,
}: {
  actions: readonly BulkAction<Row>[];
  selected: Row[];
  onDone: () => void;
}) {
  const [running, setRunning] = useState(false);

  async function run(action: BulkAction<Row>) {
    setRunning(true);
    try {
      await action.run(selected);
      onDone();
    } catch {
      // Told by the action itself; keeping the selection lets the person try again.
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="mb-3 flex min-h-10 flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {selected.length === 0 ? "No rows selected" : `${selected.length} selected`}
      </p>
      {actions.map((action) => (
        <Button
          key={action.label}
          type="button"
          size="sm"
          variant={action.variant ?? "outline"}
          disabled={selected.length === 0 || running}
          onClick={() => void run(action)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}

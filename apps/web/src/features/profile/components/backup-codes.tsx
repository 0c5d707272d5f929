import { CopyIcon, DownloadIcon, TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

const DOWNLOAD_NAME = "hatchery-backup-codes.txt";

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join("\n")}\n`], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = DOWNLOAD_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

async function copy(codes: readonly string[]) {
  try {
    await navigator.clipboard.writeText(codes.join("\n"));
    toast({
      title: "Backup codes copied",
      description: "Paste them somewhere safe, such as a password manager.",
    });
  } catch {
    toast({
      title: "Couldn't copy the codes",
      description: "Select them on the page and copy them, or download them instead.",
      variant: "destructive",
    });
  }
}

/** The backup codes of a new enrolment, shown this once with ways to keep them. */
export function BackupCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>Save these backup codes now</AlertTitle>
        <AlertDescription>
          They won't be shown again. Each code signs you in once if you lose your authenticator app.
        </AlertDescription>
      </Alert>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy(codes)}>
          <CopyIcon aria-hidden="true" />
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          <DownloadIcon aria-hidden="true" />
          Download codes
        </Button>
        <Button type="button" onClick={onDone}>
          I've saved my backup codes
        </Button>
      </div>
    </div>
  );
}

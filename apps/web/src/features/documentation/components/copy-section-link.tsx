import { LinkIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

interface CopySectionLinkProps {
  sectionId: string;
  sectionTitle: string;
}

/** Copies a deep link to one documentation section, so people can share the exact answer. */
export function CopySectionLink({ sectionId, sectionTitle }: CopySectionLinkProps) {
  async function copy() {
    const url = new URL(`#${sectionId}`, window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: `The link to “${sectionTitle}” is on your clipboard.` });
    } catch {
      toast({
        title: "Couldn't copy the link",
        description:
          "Your browser did not allow access to the clipboard. Copy the address from the address bar.",
        variant: "destructive",
      });
    }
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8 shrink-0 text-muted-foreground"
      aria-label={`Copy link to “${sectionTitle}”`}
      onClick={copy}
    >
      <LinkIcon aria-hidden="true" />
    </Button>
  );
}

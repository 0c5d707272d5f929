import { MarkdownText } from "@/components/markdown/markdown-text";

/**
 * A plan's description is markdown, sanitised on the server (like the incubator's), read at the size of
 * the card's small print.
 */
export function PlanDescription({ source }: { source: string }) {
  return (
    <div className="space-y-2 text-sm text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h3]:font-semibold [&_h3]:text-foreground [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5">
      <MarkdownText source={source} />
    </div>
  );
}

import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { cn } from "@/lib/utils";

/**
 * A post's or a comment's text, as the server rendered it from the markdown written: the page's
 * long-form style, spaced for a card, long words wrapped, and each mention (MENTION_LINK_CLASS) as the
 * person's name in a chip. No markdown parser loads for it (decision 075).
 */
export function PostText({ html, size = "post" }: { html: string; size?: "post" | "comment" }) {
  return (
    <MarkdownProse
      html={html}
      className={cn(
        "max-w-none break-words [&>:last-child]:mb-0",
        "[&_a.mention]:rounded-sm [&_a.mention]:bg-primary/10 [&_a.mention]:px-0.5 [&_a.mention]:no-underline hover:[&_a.mention]:underline",
        size === "post"
          ? "[&_ol]:my-3 [&_p]:my-3 [&_ul]:my-3"
          : "text-sm leading-6 [&_ol]:my-2 [&_p]:my-2 [&_ul]:my-2",
      )}
    />
  );
}

import type { LibraryHeading } from "@hatchery/shared";
import { cn } from "@/lib/utils";

export function TableOfContents({ headings }: { headings: readonly LibraryHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="contents-title" className="text-sm">
      <h2 id="contents-title" className="mb-2 font-semibold">
        Contents
      </h2>
      <ul className="space-y-1.5">
        {headings.map((heading) => (
          <li key={heading.id} className={cn(heading.depth === 3 && "pl-4")}>
            <a
              href={`#${heading.id}`}
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

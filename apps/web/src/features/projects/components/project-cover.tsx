import type { CSSProperties } from "react";
import { cn } from "@/lib/utils";

/** A stable number from a text, so a project keeps the same pattern on every visit and every screen. */
function hashOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/**
 * A project without a cover image gets a pattern of its own, drawn from its slug: two hues, a direction
 * and a dot grid, as hackathon and launch sites do, so cards stay recognisable without an upload.
 */
export function coverPatternStyle(slug: string): CSSProperties {
  const hash = hashOf(slug);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >> 9) % 80)) % 360;
  const angle = (hash >> 3) % 180;
  return {
    backgroundColor: `hsl(${hue} 70% 45%)`,
    backgroundImage: [
      "radial-gradient(circle at 1px 1px, rgb(255 255 255 / 0.25) 1px, transparent 0)",
      `linear-gradient(${angle}deg, hsl(${hue} 75% 50%), hsl(${second} 70% 40%))`,
    ].join(", "),
    backgroundSize: "16px 16px, 100% 100%",
  };
}

/** The cover image, or the project's pattern with its initial; decorative, as the name is beside it. */
export function ProjectCover({
  slug,
  name,
  coverUrl,
  className,
}: {
  slug: string;
  name: string;
  coverUrl: string | null;
  className?: string;
}) {
  if (coverUrl) return <img src={coverUrl} alt="" className={cn("object-cover", className)} />;
  return (
    <div
      aria-hidden="true"
      style={coverPatternStyle(slug)}
      className={cn("grid place-items-center text-4xl font-bold text-white/90", className)}
    >
      {name.charAt(0).toUpperCase()}
    </div>
  );
}

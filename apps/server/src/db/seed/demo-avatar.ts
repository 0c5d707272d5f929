/**
 * A demo person's photo without a network or a stored file: their initials on a colour derived from
 * their name, as an SVG `data:` address. The page's Content-Security-Policy allows `data:` images
 * (lib/security-headers.ts), and an SVG shown through `<img>` runs no script, so nothing else is needed.
 */

const SIZE = 128;

/** The same name always gets the same hue; the fixed saturation and lightness keep white text readable. */
export function avatarHue(name: string): number {
  let hash = 0;
  for (const codePoint of name) hash = (hash * 31 + (codePoint.codePointAt(0) ?? 0)) % 360_000;
  return hash % 360;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName].map((part) => [...part][0]?.toUpperCase() ?? "").join("");
}

export function initialsAvatar(firstName: string, lastName: string): string {
  const initials = initialsOf(firstName, lastName).replace(
    /[&<>]/g,
    (character) => XML_ESCAPES[character] ?? "",
  );
  const hue = avatarHue(`${firstName} ${lastName}`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue} 45% 36%)"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" font-size="52" font-weight="600">${initials}</text>` +
    "</svg>";
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

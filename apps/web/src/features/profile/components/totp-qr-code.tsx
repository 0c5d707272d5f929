import { useMemo } from "react";
import { encode } from "uqr";

/** The four-module quiet zone scanners need around the code. */
const QUIET_ZONE = 4;

/**
 * The authenticator app's setup address as a QR code, drawn here as SVG so the secret never leaves the
 * browser. Dark on white whatever the theme, as phone cameras expect. Loaded lazily with the encoder.
 */
export function TotpQrCode({ value }: { value: string }) {
  const { size, path } = useMemo(() => {
    const { size, data } = encode(value, { ecc: "M", border: QUIET_ZONE });
    const modules: string[] = [];
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) modules.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { size, path: modules.join("") };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-md border bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

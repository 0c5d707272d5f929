import packageJson from "../../package.json" with { type: "json" };

/** The server's release, reported by /api/health and the OpenAPI document. */
export const VERSION: string = packageJson.version;

import { z } from "zod";

/**
 * The web app's own settings, read when Vite starts (`npm run dev`, `npm run build`); the browser reads
 * none. The only reader of process.env on the web side, checked like the server's env.ts: a wrong value
 * stops Vite with a list of what is wrong.
 */
const webEnvSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be between 1 and 65535" })
    .max(65535, { error: "must be between 1 and 65535" })
    .default(3000)
    .describe("port of the API server, to which the development server forwards /api and /sitemap.xml"),
});
export type WebEnv = z.infer<typeof webEnvSchema>;

/** Parses the settings; an empty value counts as unset, as on the server. */
export function loadWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const present = Object.fromEntries(
    Object.keys(webEnvSchema.shape)
      .map((key) => [key, source[key]])
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = webEnvSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
}

import { pathToFileURL } from "node:url";
import { ROLES, type Role, roleSchema } from "@hatchery/shared";
import { createDatabase, type Database, databaseOptionsFromEnv } from "../db/client";
import { runMigrations } from "../db/migrate";
import { loadEnvOrExit } from "../env";
import type { Actor } from "../lib/context";
import { AppError } from "../lib/errors";
import { getUserRoles, grantRole, revokeRole, type UserRoles } from "../modules/roles/roles.service";

export const ROLES_USAGE = [
  "Usage: npm run roles -- <command>",
  "  grant <email> <role>    give the person a role",
  "  revoke <email> <role>   take a role away",
  "  list <email>            show the person's roles",
  `Roles: ${ROLES.join(", ")}.`,
].join("\n");

const CLI_ACTOR: Actor = { kind: "system", name: "roles command" };

export interface RolesCommandIo {
  out(line: string): void;
  err(line: string): void;
}

function describe(result: UserRoles): string {
  return `${result.email}: ${result.roles.length > 0 ? result.roles.join(", ") : "no roles"}`;
}

/** `grant`, `revoke` or `list`; returns the exit code (0 done, 1 refused, 2 wrong usage). */
export async function runRolesCommand(
  db: Database,
  args: readonly string[],
  io: RolesCommandIo,
): Promise<number> {
  const [command, email, roleName, ...rest] = args;
  const wantsRole = command === "grant" || command === "revoke";
  const known = wantsRole || command === "list";
  if (!known || !email || (wantsRole ? !roleName || rest.length > 0 : roleName !== undefined)) {
    io.err(ROLES_USAGE);
    return 2;
  }
  let role: Role | undefined;
  if (wantsRole) {
    const parsed = roleSchema.safeParse(roleName);
    if (!parsed.success) {
      io.err(`Unknown role "${roleName}". Roles: ${ROLES.join(", ")}.`);
      return 2;
    }
    role = parsed.data;
  }
  try {
    const result =
      role === undefined
        ? await getUserRoles(db, CLI_ACTOR, { email })
        : command === "grant"
          ? await grantRole(db, CLI_ACTOR, { email, role })
          : await revokeRole(db, CLI_ACTOR, { email, role });
    io.out(describe(result));
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(error.message);
    return 1;
  }
}

/**
 * `npm run roles -- grant ada@example.com admin`. With the embedded database the server must be
 * stopped first: only one process may open its folder, and the lock says which one holds it.
 */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const io: RolesCommandIo = { out: (line) => console.info(line), err: (line) => console.error(line) };
  const args = process.argv.slice(2);
  if (args.length === 0) {
    io.err(ROLES_USAGE);
    process.exit(2);
  }
  let connection: Awaited<ReturnType<typeof createDatabase>>;
  try {
    connection = await createDatabase(databaseOptionsFromEnv(env));
  } catch (error) {
    io.err(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
    if (!env.DATABASE_URL) {
      io.err("Stop the running server first, or change roles through the admin API (/api/admin/roles).");
    }
    process.exit(1);
  }
  try {
    await runMigrations(connection);
    process.exitCode = await runRolesCommand(connection.db, args, io);
  } finally {
    await connection.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

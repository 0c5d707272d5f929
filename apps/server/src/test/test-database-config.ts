/** What the vitest global setup hands every test file: where its fresh databases come from. */
export type TestDatabaseConfig =
  | {
      driver: "pglite";
      /** A tarball of a migrated database. */
      templateFile: string;
      /** A tarball of a database as created, before any migration. */
      emptyTemplateFile: string;
      /** A tarball of a migrated database holding the repository's content, loaded for TEST_PUBLIC_URL. */
      contentTemplateFile: string;
      /** A tarball of a migrated database after the demo seed ran at DEMO_SEEDED_AT. */
      demoTemplateFile: string;
    }
  | {
      driver: "postgres";
      adminUrl: string;
      /** A migrated database. */
      template: string;
      /** A migrated database holding the repository's content, loaded for TEST_PUBLIC_URL. */
      contentTemplate: string;
      /** A migrated database after the demo seed ran at DEMO_SEEDED_AT. */
      demoTemplate: string;
      prefix: string;
    };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseConfig;
  }
}

/** The same server URL, pointing at another database. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Node has WebAssembly's global, which the server's type libraries (ES2023 and Node's types) do not
 * declare: the part the tests use to compile PGlite's PostgreSQL once per worker (test-database.ts).
 */
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: an opaque compiled module, as the platform defines it.
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}

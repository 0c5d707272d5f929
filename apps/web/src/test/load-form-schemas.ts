/**
 * Every form schema, loaded up front, for tests that render whole routes, where any page's form may be
 * validated. Forms import their schemas on first focus or submit (lib/lazy-zod-resolver.ts); on a loaded
 * machine that first import can outlast a test's typing, and a message read right after a submit would
 * not be there yet. A test of one form imports its own schema module instead.
 */
import.meta.glob(["../features/**/*-form-schema.ts", "../features/**/*-form-schemas.ts"], { eager: true });

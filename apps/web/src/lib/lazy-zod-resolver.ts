import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** A react-hook-form resolver whose zod schema loads when it is first needed. */
export type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema; give it to the form's `onFocus`, so a first submit rarely waits. */
  preload: () => void;
};

/**
 * `zodResolver` for a schema imported on first use: `lazyZodResolver(() => import("./form-schemas").then(
 * (schemas) => schemas.signInSchema))`. The schema library (about 35 KB brotli) stays out of the first
 * paint of a page with a form; it loads when the form is first focused (`preload`) or validated. The
 * messages are the schema's own, as with `zodResolver`. A failed load is tried again at the next
 * validation.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    // The resolver comes with the schema: it is of no use without one.
    loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      // A failure here is met again, and reported, by the validation that needs the schema.
      load().catch(() => undefined);
    },
  });
}

import { type ToastOptions, toast } from "@/lib/toast";

/**
 * A mutation's success message, built from its answer and what was sent. Mutation hooks take it and raise
 * it from useMutation's own onSuccess, which runs even when the component that started the mutation has
 * left the screen (an application card moves to another tab as soon as the list refreshes, a dialog
 * closes). A callback given to mutate() is dropped with its component, and the message with it.
 */
export type SuccessToast<TData, TVariables> = (data: TData, variables: TVariables) => ToastOptions;

export function announceSuccess<TData, TVariables>(
  successToast: SuccessToast<TData, TVariables> | undefined,
  data: TData,
  variables: TVariables,
): void {
  if (successToast) toast(successToast(data, variables));
}

/**
 * The success message of a hook whose mutation is `mutationFn`: its answer and its one argument (none is
 * `void`, as TanStack Query passes it).
 */
export type SuccessToastOf<F extends (variables: never) => Promise<unknown>> = SuccessToast<
  Awaited<ReturnType<F>>,
  Parameters<F> extends [] ? void : Parameters<F>[0]
>;

import { type CallbackError, callbackErrorReason } from "../utils/callback-error";

/** Why the flow failed, in the provider's words when it gave any (rendered as text, never as markup). */
export function CallbackErrorMessage({ error }: { error: CallbackError }) {
  return (
    <>
      <p className="text-lg text-muted-foreground">{callbackErrorReason(error)}</p>
      <p className="text-sm text-muted-foreground">
        Error code: <code className="font-mono">{error.code}</code>
      </p>
    </>
  );
}

import { PRODUCT_NAME } from "@hatchery/shared";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { showServerError } from "@/lib/api-client";
import { type TwoFactorMethod, useVerifyTwoFactor } from "@/lib/auth/verify-two-factor";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { usePlainForm } from "@/lib/plain-form";
import type { twoFactorCodeSchemas } from "../auth-form-schemas";

const CODE_RESOLVERS = {
  totp: lazyZodResolver(() =>
    import("../auth-form-schemas").then((schemas) => schemas.twoFactorCodeSchemas.totp),
  ),
  "backup-code": lazyZodResolver(() =>
    import("../auth-form-schemas").then((schemas) => schemas.twoFactorCodeSchemas["backup-code"]),
  ),
} as const;

type CodeInput = z.input<(typeof twoFactorCodeSchemas)["totp"]>;
type CodeData = z.output<(typeof twoFactorCodeSchemas)["totp"]>;

/** The second step of signing in to an account with two-factor authentication. */
export function TwoFactorForm({ onCancel }: { onCancel: () => void }) {
  const [method, setMethod] = useState<TwoFactorMethod>("totp");
  return (
    <CodeForm
      key={method}
      method={method}
      onSwitchMethod={() => setMethod((current) => (current === "totp" ? "backup-code" : "totp"))}
      onCancel={onCancel}
    />
  );
}

function CodeForm({
  method,
  onSwitchMethod,
  onCancel,
}: {
  method: TwoFactorMethod;
  onSwitchMethod: () => void;
  onCancel: () => void;
}) {
  const verify = useVerifyTwoFactor();
  const form = usePlainForm<CodeInput, CodeData>({
    resolver: CODE_RESOLVERS[method],
    defaultValues: { code: "", trustDevice: false },
  });
  const { errors } = form.formState;
  const codeInput = useRef<HTMLInputElement | null>(null);
  const { ref: registerCodeRef, ...codeField } = form.register("code");

  // Arriving at this step, or switching method, puts the cursor where the code goes; the field's label
  // and hint say what is asked.
  useEffect(() => codeInput.current?.focus(), []);

  const submit = form.handleSubmit(async ({ code, trustDevice }) => {
    try {
      await verify.mutateAsync(method === "totp" ? { method, code, trustDevice } : { method, code });
    } catch (error) {
      showServerError(error, form.setError, ["code"]);
    }
  });

  const isTotp = method === "totp";
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={CODE_RESOLVERS[method].preload}
      className="grid gap-4"
      aria-label="Two-factor authentication"
    >
      <FormError message={errors.root?.server?.message} />
      <TextField
        label={isTotp ? "Authentication code" : "Backup code"}
        hint={
          isTotp
            ? `The 6-digit code your authenticator app shows for ${PRODUCT_NAME}.`
            : "One of the backup codes you saved when you turned on two-factor authentication. Each works once."
        }
        inputMode={isTotp ? "numeric" : "text"}
        autoComplete={isTotp ? "one-time-code" : "off"}
        pattern={isTotp ? "[0-9]*" : undefined}
        maxLength={isTotp ? 6 : undefined}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.code?.message}
        ref={(element) => {
          registerCodeRef(element);
          codeInput.current = element;
        }}
        {...codeField}
      />
      {isTotp && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("trustDevice")} />
          Trust this device and skip the code next time
        </label>
      )}
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? "Verifying…" : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onSwitchMethod}>
          {isTotp ? "Use a backup code" : "Use your authenticator app"}
        </Button>
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}

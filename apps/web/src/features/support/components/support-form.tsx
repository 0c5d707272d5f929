import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  type SupportRequestInput,
  type supportRequestSchema,
} from "@hatchery/shared";
import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { FormField, TextField } from "@/components/form-field";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { showServerError } from "@/lib/api-client";
import type { Session } from "@/lib/auth/session";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { useSendSupportRequest } from "../api/send-support-request";

const supportRequestResolver = lazyZodResolver(() =>
  import("../support-form-schema").then((schemas) => schemas.supportRequestSchema),
);

const FIELDS = ["name", "email", "subject", "message"] as const;
const EMPTY: SupportRequestInput = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form, checked with the same shared schema as the server so both say the same words. A
 * signed-in person's name and email are filled in for them (and stay editable) once the session is known.
 */
export function SupportForm({ session }: { session: Session | null | undefined }) {
  const send = useSendSupportRequest();
  const [sent, setSent] = useState<{ message: string; name: string; email: string } | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const form = useForm<SupportRequestInput, unknown, z.output<typeof supportRequestSchema>>({
    resolver: supportRequestResolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { getValues, setValue } = form;

  useEffect(() => {
    if (!session) return;
    // Only empty fields: the person may have started typing before the session arrived.
    if (!getValues("name")) setValue("name", session.user.name);
    if (!getValues("email")) setValue("email", session.user.email);
  }, [session, getValues, setValue]);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const submit = form.handleSubmit(async (request) => {
    try {
      const { message } = await send.mutateAsync(request);
      setSent({ message, name: request.name, email: request.email });
      toast({ title: message });
    } catch (error) {
      showServerError(error, form.setError, FIELDS);
    }
  });

  /** A new, empty message from the same person. */
  function writeAnother(from: { name: string; email: string }) {
    form.reset({ ...EMPTY, name: from.name, email: from.email });
    send.reset();
    setSent(null);
  }

  if (sent) {
    return (
      <Alert ref={confirmationRef} tabIndex={-1} className="outline-none">
        <CircleCheckIcon aria-hidden="true" className="text-success" />
        <AlertTitle>{sent.message}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>We will answer by email at {sent.email}.</p>
          <Button type="button" variant="outline" size="sm" onClick={() => writeAnother(sent)}>
            Send another message
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={supportRequestResolver.preload}
      className="grid gap-5"
      aria-label="Contact support"
    >
      <FormError message={errors.root?.server?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          hint="We reply to this address."
          error={errors.email?.message}
          {...form.register("email")}
        />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...form.register("subject")} />
      <FormField
        label="Message"
        hint={`At most ${SUPPORT_MESSAGE_MAX_LENGTH} characters. Include the address of the page and what you expected, if something went wrong.`}
        error={errors.message?.message}
      >
        {(control) => <Textarea {...control} rows={8} {...form.register("message")} />}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={send.isPending}>
        {send.isPending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}

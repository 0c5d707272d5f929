import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAskInterviewAiFeedback } from "../api/ask-interview-ai-feedback";

/**
 * Written feedback from the AI service the operator configured (decision 045): nothing is sent until
 * the person ticks the agreement and asks.
 */
export function AiFeedbackRequest({ questionId, text }: { questionId: string; text: string }) {
  const [agreed, setAgreed] = useState(false);
  const ask = useAskInterviewAiFeedback();
  const agreeId = useId();
  return (
    <div className="space-y-3 rounded-md border p-3">
      <h4 className="font-semibold">Written feedback (optional)</h4>
      <div className="flex items-start gap-2">
        <input
          id={agreeId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="mt-1 size-4 accent-primary"
        />
        <label htmlFor={agreeId}>
          I agree to send this question and the text of my answer to the AI service this installation's
          operator chose. Hatchery does not keep its reply.
        </label>
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={!agreed || ask.isPending}
        onClick={() => ask.mutate({ questionId, text, agree: true })}
      >
        {ask.isPending ? "Asking…" : "Ask for written feedback"}
      </Button>
      <div aria-live="polite">
        {ask.isError && <p className="text-destructive">{ask.error.message}</p>}
        {ask.data && <p className="whitespace-pre-wrap">{ask.data.feedback}</p>}
      </div>
    </div>
  );
}

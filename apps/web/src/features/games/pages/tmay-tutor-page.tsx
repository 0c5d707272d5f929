import { TMAY_PARTS, type TmayAttempt, type TmayDraft } from "@hatchery/shared";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { useTmayAttempts } from "../api/list-tmay-attempts";
import { useTmayDrafts } from "../api/list-tmay-drafts";
import { useSaveTmayAttempt } from "../api/save-tmay-attempt";
import { useSaveTmayDraft } from "../api/save-tmay-draft";
import { SpeechPrivacyNote } from "../components/answer-input";
import { EMPTY_PARTS, TmayBuilder, type TmayParts } from "../components/tmay-builder";
import { type TmayDelivered, TmayDelivery } from "../components/tmay-delivery";
import { TmayDraftCompare } from "../components/tmay-draft-compare";
import { TmayTrendChart } from "../components/tmay-trend-chart";
import { findRecognizer } from "../speech-recognition";

const TUTOR_PATH = "/games/tmay-tutor";
const linkClass = "font-medium text-primary underline underline-offset-4";

type AttemptSave =
  | { kind: "none" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "failed"; message: string; delivered: TmayDelivered };

/**
 * /games/tmay-tutor (SPEC §2, public; decision 048): build a present–past–future introduction, save it
 * in versions and compare them, deliver it against the clock and see feedback on its structure, length,
 * pace and fillers. A visitor does all of it in the browser; a signed-in person's drafts and deliveries
 * are kept, with a trend across deliveries. The app's page adds what other areas do with the kept
 * deliveries (decision 051: sharing one with a mentor) through `afterDeliveries`.
 */
export function TmayTutorPage({
  afterDeliveries,
}: {
  afterDeliveries?: (attempts: readonly TmayAttempt[]) => ReactNode;
} = {}) {
  const session = useSession();
  const signedIn = session.data === undefined ? undefined : session.data !== null;
  // Looked up once: a browser does not gain or lose its recogniser while the page is open.
  const speech = useMemo(() => findRecognizer(), []);
  const [parts, setParts] = useState<TmayParts>(EMPTY_PARTS);
  const [draftNotice, setDraftNotice] = useState("");
  const [attemptSave, setAttemptSave] = useState<AttemptSave>({ kind: "none" });
  const drafts = useTmayDrafts(signedIn);
  const attempts = useTmayAttempts(signedIn);
  const saveDraft = useSaveTmayDraft();
  const saveAttempt = useSaveTmayAttempt();
  const hasText = TMAY_PARTS.some((part) => parts[part].trim().length > 0);

  function onSaveDraft() {
    setDraftNotice("");
    saveDraft.mutate(parts, {
      onSuccess: (saved) => setDraftNotice(`Saved as version ${saved.version}.`),
      onError: (error) => setDraftNotice(`Your draft could not be saved: ${error.message}`),
    });
  }

  const onEdit = useCallback((draft: TmayDraft) => {
    setParts({ present: draft.present, past: draft.past, future: draft.future });
    setDraftNotice(`Version ${draft.version} is in the builder. Saving makes a new version.`);
  }, []);

  const keepAttempt = useCallback(
    (delivered: TmayDelivered) => {
      if (!signedIn) return;
      setAttemptSave({ kind: "saving" });
      saveAttempt.mutate(
        { text: delivered.text, mode: delivered.mode, seconds: delivered.seconds },
        {
          onSuccess: () => setAttemptSave({ kind: "saved" }),
          onError: (error) => setAttemptSave({ kind: "failed", message: error.message, delivered }),
        },
      );
    },
    [signedIn, saveAttempt.mutate],
  );

  const saveStatus = !signedIn ? (
    <p>
      <Link className={linkClass} to={signInPath(TUTOR_PATH)}>
        Sign in to keep your deliveries
      </Link>{" "}
      and follow your length, pace and fillers over time. This delivery is not saved.
    </p>
  ) : attemptSave.kind === "saving" ? (
    <p className="text-muted-foreground">Saving your delivery…</p>
  ) : attemptSave.kind === "failed" ? (
    <div className="space-y-2">
      <p className="text-destructive">Your delivery could not be saved: {attemptSave.message}</p>
      <Button type="button" variant="outline" onClick={() => keepAttempt(attemptSave.delivered)}>
        Try saving again
      </Button>
    </div>
  ) : attemptSave.kind === "saved" ? (
    <p>Saved. Your trend below includes this delivery.</p>
  ) : null;

  return (
    <PageContainer className="space-y-8 pb-16" data-interface-sounds="off">
      <PageHeader
        title="Tell-me-about-yourself tutor"
        lead="Build the answer that opens almost every interview in three parts, save it as it improves, then say it against the clock and see what a listener would hear."
        className="pt-6"
      />
      <TmayBuilder parts={parts} onChange={setParts} />

      <section aria-labelledby="tmay-drafts" className="space-y-3">
        <h2 id="tmay-drafts" className="text-xl font-semibold">
          Your drafts
        </h2>
        {signedIn ? (
          <>
            <Button type="button" onClick={onSaveDraft} disabled={!hasText || saveDraft.isPending}>
              {saveDraft.isPending ? "Saving…" : "Save as a new version"}
            </Button>
            <p aria-live="polite" className="text-sm">
              {draftNotice}
            </p>
            {drafts.isPending ? (
              <p className="text-muted-foreground">Loading your drafts…</p>
            ) : drafts.isError ? (
              <p role="alert" className="text-destructive">
                Your drafts could not be loaded: {drafts.error.message}
              </p>
            ) : drafts.data.items.length === 0 ? (
              <p className="text-muted-foreground">No drafts yet. Save one to start its versions.</p>
            ) : (
              <TmayDraftCompare key={drafts.data.items[0]?.id} drafts={drafts.data.items} onEdit={onEdit} />
            )}
          </>
        ) : (
          <p>
            <Link className={linkClass} to={signInPath(TUTOR_PATH)}>
              Sign in to save your drafts
            </Link>{" "}
            as versions and compare them side by side. You can build and practise without an account.
          </p>
        )}
      </section>

      <TmayDelivery recognizer={speech} onDelivered={keepAttempt} saveStatus={saveStatus} />

      {signedIn &&
        (attempts.isPending ? (
          <p className="text-muted-foreground">Loading your deliveries…</p>
        ) : attempts.isError ? (
          <p role="alert" className="text-destructive">
            Your deliveries could not be loaded: {attempts.error.message}
          </p>
        ) : attempts.data.items.length === 0 ? null : (
          <>
            <TmayTrendChart attempts={attempts.data.items} />
            {afterDeliveries?.(attempts.data.items)}
          </>
        ))}

      <SpeechPrivacyNote id="tmay-privacy" title="Your voice and your words" />
    </PageContainer>
  );
}

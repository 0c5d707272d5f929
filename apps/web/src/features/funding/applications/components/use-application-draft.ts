import {
  type FundingApplicationDetailResponse,
  fundingAmountInput,
  parseFundingAmount,
  type UpdateFundingApplicationInput,
} from "@hatchery/shared";
import { useCallback, useEffect, useRef, useState } from "react";

/** The application's fields as typed: the ask as `1234.56`, answers by question id. */
export interface DraftValues {
  ask: string;
  useOfFunds: string;
  projectId: string;
  answers: Record<string, string>;
}

export type SaveState = "saved" | "unsaved" | "saving" | "failed";

export const AUTOSAVE_DELAY_MS = 800;
export const ASK_FORMAT_MESSAGE = "Enter the ask as an amount such as 1234.56";

export function draftValuesOf(application: FundingApplicationDetailResponse["application"]): DraftValues {
  return {
    ask: application.askCents === null ? "" : fundingAmountInput(application.askCents),
    useOfFunds: application.useOfFunds,
    projectId: application.projectId ?? "",
    answers: application.answers,
  };
}

/**
 * What changed between the last saved values and the typed ones, as the PATCH sends it; an ask that
 * cannot be read is left out (and reported), so the rest still saves.
 */
export function changesBetween(
  saved: DraftValues,
  typed: DraftValues,
): { change: UpdateFundingApplicationInput; askUnreadable: boolean } {
  const change: UpdateFundingApplicationInput = {};
  let askUnreadable = false;
  if (typed.ask !== saved.ask) {
    const cents = typed.ask.trim() === "" ? null : parseFundingAmount(typed.ask);
    if (cents === null && typed.ask.trim() !== "") askUnreadable = true;
    else change.askCents = cents;
  }
  if (typed.useOfFunds !== saved.useOfFunds) change.useOfFunds = typed.useOfFunds;
  if (typed.projectId !== saved.projectId) change.projectId = typed.projectId === "" ? null : typed.projectId;
  const answers = Object.fromEntries(
    Object.entries(typed.answers).filter(([questionId, answer]) => saved.answers[questionId] !== answer),
  );
  if (Object.keys(answers).length > 0) change.answers = answers;
  return { change, askUnreadable };
}

/**
 * The draft's values and the autosave: each change is sent `delayMs` after typing stops (one save at
 * a time; what was typed meanwhile goes in the next), and the state says whether it is saved.
 */
export function useApplicationDraft(
  initial: DraftValues,
  save: (change: UpdateFundingApplicationInput) => Promise<unknown>,
  { enabled, delayMs = AUTOSAVE_DELAY_MS }: { enabled: boolean; delayMs?: number },
) {
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<SaveState>("saved");
  const [error, setError] = useState<string>();
  const saved = useRef(initial);
  const latest = useRef(initial);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) return false;
    const typed = latest.current;
    const { change, askUnreadable } = changesBetween(saved.current, typed);
    if (askUnreadable) {
      setState("failed");
      setError(ASK_FORMAT_MESSAGE);
    }
    if (Object.keys(change).length === 0) {
      if (!askUnreadable) setState("saved");
      return !askUnreadable;
    }
    inFlight.current = true;
    setState("saving");
    try {
      await save(change);
      saved.current = { ...typed, ask: askUnreadable ? saved.current.ask : typed.ask };
      inFlight.current = false;
      if (latest.current !== typed) return flush();
      if (!askUnreadable) {
        setState("saved");
        setError(undefined);
      }
      return !askUnreadable;
    } catch (failure) {
      inFlight.current = false;
      setState("failed");
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    }
  }, [save]);

  const update = useCallback(
    (change: Partial<DraftValues>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setValues(next);
      setState("unsaved");
      if (!enabled) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [enabled, delayMs, flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { values, update, state, error, flush };
}

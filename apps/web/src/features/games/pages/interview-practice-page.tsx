import {
  INTERVIEW_HISTORY_PATH,
  type InterviewGroup,
  type InterviewQuestion,
  type InterviewQuestionCount,
} from "@hatchery/shared";
import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { useAppConfig } from "@/lib/auth/get-app-config";
import { useSession } from "@/lib/auth/session";
import { getInterviewQuestions } from "../api/get-interview-questions";
import { useSaveInterviewSession } from "../api/save-interview-session";
import { SpeechPrivacyNote } from "../components/answer-input";
import { InterviewQuestionStep, type KeptAnswer } from "../components/interview-question-step";
import { InterviewSetup } from "../components/interview-setup";
import { type InterviewSaveState, InterviewSummary } from "../components/interview-summary";
import { findRecognizer } from "../speech-recognition";

type Screen =
  | { kind: "setup"; error?: string }
  | { kind: "loading" }
  | { kind: "question"; questions: InterviewQuestion[]; index: number; answers: KeptAnswer[] }
  | { kind: "summary"; group: InterviewGroup; answers: KeptAnswer[]; save: InterviewSaveState };

/**
 * /games/interview (SPEC §2, public; decision 045): choose the questions, think, answer typed or spoken,
 * see each answer's feedback and the session's; a signed-in person's session is saved.
 */
export function InterviewPracticePage() {
  const session = useSession();
  const signedIn = session.data === undefined ? undefined : session.data !== null;
  // Looked up once: a browser does not gain or lose its recogniser while the page is open.
  const speech = useMemo(() => findRecognizer(), []);
  const [group, setGroup] = useState<InterviewGroup>("behavioural");
  const [count, setCount] = useState<InterviewQuestionCount>(3);
  const [screen, setScreen] = useState<Screen>({ kind: "setup" });
  const save = useSaveInterviewSession();
  const config = useAppConfig();
  const offerAiFeedback = signedIn === true && config.data?.aiFeedback === true;

  const start = useCallback(async () => {
    setScreen({ kind: "loading" });
    try {
      const { questions } = await getInterviewQuestions({ group, count: `${count}` as const });
      setScreen({ kind: "question", questions, index: 0, answers: [] });
    } catch (error) {
      setScreen({
        kind: "setup",
        error: error instanceof Error ? error.message : "The questions could not be loaded.",
      });
    }
  }, [group, count]);

  const keep = useCallback(
    (answers: KeptAnswer[]) => {
      const finished = { kind: "summary" as const, group, answers };
      if (!signedIn) {
        setScreen({ ...finished, save: { kind: "visitor" } });
        return;
      }
      setScreen({ ...finished, save: { kind: "saving" } });
      save.mutate(
        {
          group,
          answers: answers.map(({ questionId, text, mode, seconds }) => ({
            questionId,
            text,
            mode,
            seconds,
          })),
        },
        {
          onSuccess: (saved) => setScreen({ ...finished, save: { kind: "saved", session: saved } }),
          onError: (error) => setScreen({ ...finished, save: { kind: "failed", message: error.message } }),
        },
      );
    },
    [group, signedIn, save.mutate],
  );

  const onKept = useCallback((answer: KeptAnswer) => {
    setScreen((current) =>
      current.kind === "question" ? { ...current, answers: [...current.answers, answer] } : current,
    );
  }, []);

  const onNext = useCallback(() => {
    if (screen.kind !== "question") return;
    if (screen.index + 1 < screen.questions.length) {
      setScreen({ ...screen, index: screen.index + 1 });
      return;
    }
    keep(screen.answers);
  }, [screen, keep]);

  const question = screen.kind === "question" ? screen.questions[screen.index] : undefined;

  return (
    // The practice plays its own sounds (the countdown); the interface's button sounds keep quiet here.
    <PageContainer className="space-y-6 pb-16" data-interface-sounds="off">
      <PageHeader
        title="Interview practice"
        lead="Answer real interview questions, typed or spoken, and see what your answer covered: its words, fillers, structure and the key points an interviewer listens for."
        className="pt-6"
      />
      {screen.kind === "setup" || screen.kind === "loading" ? (
        <>
          {screen.kind === "setup" && screen.error && (
            <p role="alert" className="text-destructive">
              The questions could not be loaded: {screen.error}
            </p>
          )}
          <InterviewSetup
            group={group}
            count={count}
            onGroup={setGroup}
            onCount={setCount}
            onStart={start}
            starting={screen.kind === "loading"}
          />
          {signedIn && (
            <p>
              <Link
                className="font-medium text-primary underline underline-offset-4"
                to={INTERVIEW_HISTORY_PATH}
              >
                Your practice history
              </Link>
            </p>
          )}
        </>
      ) : screen.kind === "question" && question ? (
        <InterviewQuestionStep
          key={question.id}
          question={question}
          index={screen.index}
          total={screen.questions.length}
          recognizer={speech}
          offerAiFeedback={offerAiFeedback}
          onKept={onKept}
          onNext={onNext}
        />
      ) : screen.kind === "summary" ? (
        <InterviewSummary
          answers={screen.answers}
          save={screen.save}
          onRetrySave={() => keep(screen.answers)}
          onPractiseAgain={() => setScreen({ kind: "setup" })}
        />
      ) : null}
      <SpeechPrivacyNote id="interview-privacy" title="Your voice and your answers" />
    </PageContainer>
  );
}

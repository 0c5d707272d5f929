import { ASSESSMENT_PARTS, type AssessmentPart } from "@hatchery/shared";
import { useState } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/session";
import { HistorySection } from "../components/history-section";
import { PartRunner } from "../components/part-runner";
import { SharingSetting } from "../components/sharing-setting";
import { readProgress } from "../lib/progress-storage";

const PARTS: Record<AssessmentPart, { title: string; about: string }> = {
  personality: {
    title: "Personality",
    about:
      "120 short statements from the public-domain IPIP-NEO inventory, about 15 minutes. You see the five broad domains of personality and their thirty facets, each explained.",
  },
  "role-fit": {
    title: "Role fit",
    about:
      "Situations from an early team in an incubator, about 10 minutes. Your choices show which of the four founding roles (CEO, CTO, CCO, CGO) you lean towards.",
  },
};

/** A part opens by itself when this browser holds answers to it, so coming back resumes it. */
function startedParts(): Record<AssessmentPart, boolean> {
  return {
    personality: Object.keys(readProgress("personality").answers).length > 0,
    "role-fit": Object.keys(readProgress("role-fit").answers).length > 0,
  };
}

/** SPEC §2's career assessment: two parts, each taken alone, for visitors and members alike. */
export function AssessmentPage() {
  const session = useSession();
  const signedIn = session.isPending ? undefined : Boolean(session.data);
  const [open, setOpen] = useState(startedParts);
  return (
    <PageContainer className="space-y-10 pb-16">
      <PageHeader
        title="Career assessment"
        lead="Explore how you like to work and which founding role suits you. Take either part on its own, in any order."
      />
      <p className="max-w-3xl rounded-md border border-primary/40 bg-primary/5 p-4">
        <strong>Your results are for exploring, never for selecting people.</strong> Hatchery never uses them
        to rank applicants or teams. Saved results are private: only you can see them.
      </p>
      {signedIn === false && (
        <p className="max-w-3xl">
          You can take both parts without an account and see your results.{" "}
          <Link to="/auth?redirect=%2Fassessment" className="underline">
            Sign in
          </Link>{" "}
          to keep them and see how they change when you retake the assessment.
        </p>
      )}
      {ASSESSMENT_PARTS.map((part) => (
        <section key={part} aria-labelledby={`part-${part}`} className="max-w-3xl space-y-4">
          <h2 id={`part-${part}`} className="text-2xl font-semibold">
            {PARTS[part].title}
          </h2>
          <p className="text-muted-foreground">{PARTS[part].about}</p>
          {open[part] ? (
            <PartRunner part={part} signedIn={signedIn} />
          ) : (
            <Button type="button" onClick={() => setOpen({ ...open, [part]: true })}>
              Start the {PARTS[part].title.toLowerCase()} part
            </Button>
          )}
        </section>
      ))}
      {signedIn && (
        <div className="max-w-3xl space-y-6">
          <SharingSetting />
          <HistorySection />
        </div>
      )}
    </PageContainer>
  );
}

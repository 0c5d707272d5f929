import { ARTICLE_QUESTIONS_MAX, type CheckQuestion } from "@hatchery/shared";
import { FormField, TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { SELECT_CLASS } from "../course-labels";

/** A question as the form holds it: the options one per line until it is sent. */
export interface QuestionDraft {
  prompt: string;
  options: string;
  answer: number;
  explanation: string;
}

export function toDraft(question: CheckQuestion): QuestionDraft {
  return { ...question, options: question.options.join("\n") };
}

export function fromDraft(draft: QuestionDraft): CheckQuestion {
  const options = draft.options
    .split("\n")
    .map((option) => option.trim())
    .filter((option) => option !== "");
  return { prompt: draft.prompt, options, answer: draft.answer, explanation: draft.explanation };
}

/** The lesson's check questions (0 to 4), each with its options, the right one and why. */
export function QuestionEditor({
  questions,
  onChange,
  errorOf,
}: {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  errorOf: (index: number) => string | undefined;
}) {
  const change = (index: number, patch: Partial<QuestionDraft>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...patch } : question)));
  return (
    <div className="space-y-4">
      {questions.map((question, index) => {
        const options = fromDraft(question).options;
        return (
          <fieldset key={index} className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 font-medium">Question {index + 1}</legend>
            <TextField
              label="Question"
              value={question.prompt}
              onChange={(event) => change(index, { prompt: event.target.value })}
              error={errorOf(index)}
            />
            <FormField label="Options, one per line" hint="Two to six.">
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  value={question.options}
                  onChange={(event) => change(index, { options: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Right option">
              {(control) => (
                <select
                  {...control}
                  className={SELECT_CLASS}
                  value={question.answer}
                  onChange={(event) => change(index, { answer: Number(event.target.value) })}
                >
                  {options.map((option, optionIndex) => (
                    <option key={`${optionIndex}-${option}`} value={optionIndex}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <TextField
              label="Why it is right"
              value={question.explanation}
              onChange={(event) => change(index, { explanation: event.target.value })}
            />
            <div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(questions.filter((_, at) => at !== index))}
              >
                Remove question {index + 1}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {questions.length < ARTICLE_QUESTIONS_MAX && (
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange([...questions, { prompt: "", options: "", answer: 0, explanation: "" }])}
        >
          Add a question
        </Button>
      )}
    </div>
  );
}

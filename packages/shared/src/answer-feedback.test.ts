import { describe, expect, it } from "vitest";
import {
  answerFeedback,
  countWords,
  fillersPerMinute,
  fillerWords,
  keyPointsCovered,
  pace,
  STAR_PARTS,
  starParts,
  stem,
  summariseAnswers,
} from "./answer-feedback";

describe("countWords", () => {
  it("counts whitespace-separated words", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n ")).toBe(0);
    expect(countWords("I sent the email to 900 people.")).toBe(7);
    expect(countWords("A follow-up, we'd say.")).toBe(4);
  });
});

describe("fillerWords", () => {
  it("counts hesitations and their variants under the plain form", () => {
    expect(fillerWords("Um, I think, umm, uh we er erm did it")).toEqual({
      total: 5,
      byWord: { um: 2, uh: 1, er: 2 },
    });
  });

  it("does not take the verb like for a filler", () => {
    expect(fillerWords("I'd like to tell you about a project.").total).toBe(0);
    expect(fillerWords("I would like to talk about it.").total).toBe(0);
    expect(fillerWords("I’d like to").total).toBe(0);
    expect(fillerWords("We didn't like the first design, and they like the new one.").total).toBe(0);
    expect(fillerWords("It was something I did not like.").total).toBe(0);
  });

  it("does not take a comparison for a filler", () => {
    expect(fillerWords("It felt like a dream and it looked like rain.").total).toBe(0);
    expect(fillerWords("We used tools like these, like Figma and Notion.").total).toBe(0);
    expect(fillerWords("Like most people, I was nervous.").total).toBe(0);
    expect(fillerWords("It was like the first launch, just like before.").total).toBe(0);
  });

  it("counts like when it only fills", () => {
    expect(fillerWords("We were, like, totally lost.").byWord).toEqual({ like: 1 });
    expect(fillerWords("It was like really hard and like nobody knew.").byWord).toEqual({ like: 2 });
    expect(fillerWords("Like, we had no plan.").byWord).toEqual({ like: 1 });
  });

  it("counts you know only when nothing known follows", () => {
    expect(fillerWords("It was, you know, a hard week.").byWord).toEqual({ "you know": 1 });
    expect(fillerWords("You know I tried my best.").byWord).toEqual({ "you know": 1 });
    expect(fillerWords("You know what happened? Do you know the client?").total).toBe(0);
    expect(fillerWords("If you know the answer, say it.").total).toBe(0);
  });

  it("counts sort of and kind of as hedges, not when they name a kind", () => {
    expect(fillerWords("It was kind of late and sort of broken.").byWord).toEqual({
      "kind of": 1,
      "sort of": 1,
    });
    expect(fillerWords("What kind of product? A sort of plan. That kind of thing.").total).toBe(0);
  });

  it("counts basically, actually and literally every time", () => {
    expect(fillerWords("Basically it actually literally worked, actually.").byWord).toEqual({
      basically: 1,
      actually: 2,
      literally: 1,
    });
  });

  it("counts I mean unless it is meant", () => {
    expect(fillerWords("I mean, it was fine. It was, I mean, late.").byWord).toEqual({ "i mean": 2 });
    expect(fillerWords("What I mean is simple. I mean it. I mean to fix it.").total).toBe(0);
  });

  it("counts so only opening a sentence", () => {
    expect(fillerWords("So, we started. So I called her. We did it so that it worked.").byWord).toEqual({
      so: 2,
    });
    expect(fillerWords("So far it works. It was so good.").total).toBe(0);
    expect(fillerWords("It worked.\nso then we shipped").byWord).toEqual({ so: 1 });
  });

  it("counts a spoken transcript without punctuation", () => {
    const transcript = "so um we were like stuck and uh basically i mean we had no data you know";
    expect(fillerWords(transcript)).toEqual({
      total: 7,
      byWord: { so: 1, um: 1, like: 1, uh: 1, basically: 1, "i mean": 1, "you know": 1 },
    });
  });

  it("finds nothing in an empty text", () => {
    expect(fillerWords("")).toEqual({ total: 0, byWord: {} });
  });
});

describe("pace and fillersPerMinute", () => {
  it("gives words a minute, rounded", () => {
    expect(pace(130, 60)).toBe(130);
    expect(pace(100, 45)).toBe(133);
    expect(pace(0, 30)).toBe(0);
  });

  it("is null without a duration", () => {
    expect(pace(100, null)).toBeNull();
    expect(pace(100, undefined)).toBeNull();
    expect(pace(100, 0)).toBeNull();
    expect(pace(100, -5)).toBeNull();
    expect(pace(100, Number.NaN)).toBeNull();
    expect(fillersPerMinute(3, null)).toBeNull();
  });

  it("gives fillers a minute to one decimal", () => {
    expect(fillersPerMinute(3, 60)).toBe(3);
    expect(fillersPerMinute(5, 90)).toBe(3.3);
    expect(fillersPerMinute(0, 90)).toBe(0);
  });
});

describe("starParts", () => {
  const full =
    "At my previous job the website was slow. My job was to make checkout faster. " +
    "I decided to cache the product pages and I tested it with five customers. " +
    "As a result checkout time went down by 40%.";

  it("finds every part of a complete answer", () => {
    expect(starParts(full)).toEqual({ situation: true, task: true, action: true, result: true });
  });

  it("finds none in an answer without the cues", () => {
    expect(starParts("Teamwork matters a great deal to me.")).toEqual({
      situation: false,
      task: false,
      action: false,
      result: false,
    });
  });

  it("matches whole words only, in any case and apostrophe", () => {
    expect(starParts("IN THE END it shipped.").result).toBe(true);
    expect(starParts("The trend ended.").result).toBe(false);
    expect(starParts("Then I’d go").action).toBe(false);
    expect(starParts("Sales grew").result).toBe(true);
  });

  it("lists the parts in order", () => {
    expect(STAR_PARTS).toEqual(["situation", "task", "action", "result"]);
  });
});

describe("keyPointsCovered", () => {
  // The real shape of a question's key points (content/games/interview/behavioural/a-mistake-you-made.md).
  const keyPoints = [
    { text: "What the mistake was, stated plainly as your own", cues: ["my mistake", "i forgot", "i sent"] },
    {
      text: "How quickly you told the people affected",
      cues: ["told", "straight away", "admitted", "apologised"],
    },
    { text: "What you did to fix the damage", cues: ["fixed", "restored", "contacted"] },
    {
      text: "What you changed so it would not happen again",
      cues: ["checklist", "since then", "now i", "prevent"],
    },
  ];

  it("finds cues by stem, across spellings and word forms", () => {
    const report = keyPointsCovered(
      "I sent the newsletter to the wrong list. I apologized and we are fixing it; it prevents repeats.",
      keyPoints,
    );
    expect(report.covered).toBe(4);
    expect(report.total).toBe(4);
    expect(report.points.map((point) => point.cue)).toEqual(["i sent", "apologised", "fixed", "prevent"]);
  });

  it("needs a phrase's words together and in order", () => {
    const report = keyPointsCovered(
      "Then, since the launch, I told them straight, away from the team.",
      keyPoints,
    );
    expect(report.points.map((point) => point.covered)).toEqual([false, true, false, false]);
    expect(report.covered).toBe(1);
  });

  it("does not match part of a word", () => {
    expect(keyPointsCovered("The text was untold.", keyPoints).covered).toBe(0);
  });

  it("stems measured and measure alike", () => {
    expect(stem("measured")).toBe(stem("measure"));
    expect(stem("measuring")).toBe(stem("measures"));
    expect(stem("realized")).toBe(stem("realised"));
    expect(stem("analyzed")).toBe(stem("analysed"));
    expect(stem("stopped")).toBe(stem("stop"));
    expect(stem("priorities")).toBe(stem("priority"));
    expect(stem("fixes")).toBe(stem("fix"));
  });
});

describe("answerFeedback", () => {
  const keyPoints = [
    { text: "The decision and why it seemed right", cues: ["decided", "because"] },
    { text: "How they realised it was wrong", cues: ["realised", "noticed"] },
    { text: "What they did to limit the damage", cues: ["reverted", "replaced"] },
    { text: "What they do differently now", cues: ["learned", "next time"] },
  ];
  const strong =
    "In my last job our team built a reporting tool. My job was to pick the database. " +
    "I decided on a document store because I had just read about it. After a month I noticed every " +
    "report needed complicated code, which was slow to write and slower to run. I told the team, we " +
    "replaced it with a relational database in three days, and I wrote the migration myself. As a " +
    "result the reports took an afternoon instead of a week. I learned to start from the shape of the " +
    "data, and next time I will write down the questions the data has to answer before choosing. " +
    "That habit has saved two projects since, and I share it with every new teammate I work with.";

  it("reports the measures and one suggestion", () => {
    const report = answerFeedback({
      text: strong,
      seconds: 60,
      mode: "spoken",
      keyPoints,
      targetSeconds: 60,
    });
    expect(report.words).toBe(countWords(strong));
    expect(report.targetWords).toBe(130);
    expect(report.length).toBe("within");
    expect(report.wordsPerMinute).toBe(report.words);
    expect(report.fillers.total).toBe(0);
    expect(report.fillersPerMinute).toBe(0);
    expect(report.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(report.keyPoints?.covered).toBe(4);
    expect(report.suggestion.kind).toBe("time-it");
    expect(report.suggestion.text).toContain("60 seconds");
    expect(Object.keys(report)).not.toContain("confidence");
  });

  it("says nothing about pace for a typed answer", () => {
    const report = answerFeedback({ text: strong, seconds: 30, mode: "typed", keyPoints, targetSeconds: 60 });
    expect(report.wordsPerMinute).toBeNull();
    expect(report.fillersPerMinute).toBeNull();
    expect(report.seconds).toBe(30);
  });

  it("asks for more when the answer is too short to judge", () => {
    const report = answerFeedback({ text: "I fixed it.", keyPoints, targetSeconds: 60 });
    expect(report.length).toBe("short");
    expect(report.suggestion).toEqual({
      kind: "say-more",
      text: "Say more: your answer has 3 words, aim for about 130 words covering the situation, what you did and how it ended.",
    });
    expect(answerFeedback({ text: "" }).suggestion.kind).toBe("say-more");
  });

  it("puts missing key points before structure", () => {
    const text = `${"We worked on many things together as a group over the months. ".repeat(8)}As a result it went well.`;
    const report = answerFeedback({ text, keyPoints, targetSeconds: 60 });
    expect(report.suggestion).toEqual({
      kind: "cover-key-points",
      text: "Cover what the interviewer listens for, starting with: The decision and why it seemed right.",
    });
  });

  it("asks for the result before the fillers", () => {
    const text = strong.replace("As a result the reports", "Um, the reports").replace(/learned|saved/g, "um");
    const report = answerFeedback({ text, keyPoints: keyPoints.slice(0, 2), targetSeconds: 60 });
    expect(report.star.result).toBe(false);
    expect(report.suggestion.kind).toBe("add-result");
  });

  it("names the most frequent filler when there are many", () => {
    const text = strong.replace(/\. /g, ". So, um, like, basically ");
    const report = answerFeedback({ text, keyPoints, targetSeconds: 60, seconds: 70, mode: "spoken" });
    expect(report.fillers.byWord.basically).toBeGreaterThan(3);
    expect(report.suggestion.kind).toBe("fewer-fillers");
    expect(report.suggestion.text).toMatch(/^Drop “(so|um|like|basically)”: you said it \d+ times\./);
  });

  it("suggests slowing down a fast spoken answer and never judges a typed one's speed", () => {
    expect(answerFeedback({ text: strong, keyPoints, targetSeconds: 60, seconds: 30 }).suggestion.kind).toBe(
      "slow-down",
    );
    expect(
      answerFeedback({ text: strong, keyPoints, targetSeconds: 60, seconds: 30, mode: "typed" }).suggestion
        .kind,
    ).toBe("time-it");
    expect(answerFeedback({ text: strong, keyPoints, targetSeconds: 60, seconds: 120 }).suggestion.kind).toBe(
      "speed-up",
    );
  });

  it("suggests cutting an answer far over its target", () => {
    const report = answerFeedback({ text: `${strong} ${strong}`, keyPoints, targetSeconds: 60 });
    expect(report.length).toBe("long");
    expect(report.suggestion.kind).toBe("shorten");
  });

  it("asks for a key point still missing when everything else is there", () => {
    const report = answerFeedback({
      text: strong,
      keyPoints: [...keyPoints, { text: "Who else was affected", cues: ["customers"] }],
      targetSeconds: 60,
    });
    expect(report.suggestion).toEqual({
      kind: "cover-last-point",
      text: "Add one sentence on this: Who else was affected.",
    });
  });
});

describe("summariseAnswers", () => {
  it("adds the answers up and takes the pace over the timed spoken ones only", () => {
    const keyPoints = [{ text: "A decision", cues: ["decided"] }];
    const spoken = answerFeedback({ text: "I decided um quickly", seconds: 30, mode: "spoken", keyPoints });
    const typed = answerFeedback({ text: "I waited", seconds: 90, mode: "typed", keyPoints });
    const summary = summariseAnswers([spoken, typed]);
    expect(summary).toEqual({
      answerCount: 2,
      words: 6,
      fillers: 1,
      wordsPerMinute: 8,
      fillersPerMinute: 2,
      keyPointsCovered: 1,
      keyPointsTotal: 2,
    });
    expect(summariseAnswers([typed]).wordsPerMinute).toBeNull();
  });
});

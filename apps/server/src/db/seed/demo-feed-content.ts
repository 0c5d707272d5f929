import type { FeedReaction } from "@hatchery/shared";

/**
 * What the demo people say in the demo feeds: posts with the comments and replies they draw. `{team}` and
 * `{incubator}` become the scope's name. Kept plain and specific, like a small community a week in.
 */

export interface DemoFeedPost {
  daysAgo: number;
  body: string;
  comments: { body: string; replies?: string[] }[];
  reactions: FeedReaction[];
  pinned?: boolean;
}

export const DEMO_INCUBATOR_POSTS: readonly DemoFeedPost[] = [
  {
    daysAgo: 20,
    pinned: true,
    body: "Welcome to **{incubator}**! 👋\n\nIntroduce yourself below: what you are building, what you need, and what you can help others with. Demo day is in six weeks.",
    comments: [
      {
        body: "Hi all! Product designer, happy to review onboarding flows for anyone.",
        replies: ["Taking you up on that next week 🙌"],
      },
      { body: "Backend engineer here. Ask me anything about Postgres." },
    ],
    reactions: ["love", "celebrate", "like"],
  },
  {
    daysAgo: 9,
    body: "Office hours this Thursday at 16:00: pricing your first plan. Bring your numbers, we will work through them together.",
    comments: [{ body: "Can we join remotely?", replies: ["Yes, the link is in the calendar invite."] }],
    reactions: ["like", "insightful"],
  },
  {
    daysAgo: 5,
    body: "Small win: we talked to **12 customers** this week and three asked when they can pay. Lesson: ask for the money earlier than feels comfortable.",
    comments: [
      {
        body: "This is the way. How did you find the twelve?",
        replies: ["Mostly warm intros, plus two LinkedIn posts."],
      },
      { body: "Congrats! 🎉" },
    ],
    reactions: ["celebrate", "insightful", "like", "love"],
  },
  {
    daysAgo: 2,
    body: "Does anyone have a template for a simple advisor agreement? Looking for something standard before we talk to a lawyer.",
    comments: [{ body: "The FAST agreement from the Founder Institute is a good start." }],
    reactions: ["curious", "like"],
  },
  {
    daysAgo: 0.3,
    body: "Reminder: demo day applications close Friday. One slide, one minute, one ask.",
    comments: [],
    reactions: ["like"],
  },
];

export const DEMO_TEAM_POSTS: readonly DemoFeedPost[] = [
  {
    daysAgo: 14,
    pinned: true,
    body: "How we work in **{team}**: standup notes here every Monday, decisions written down, and no meeting without an agenda.",
    comments: [{ body: "Love this. Adding the notes template to the wiki." }],
    reactions: ["like", "love"],
  },
  {
    daysAgo: 6,
    body: "First usability test done. Five people, three got stuck on the same screen. Fixing it today.",
    comments: [
      { body: "Which screen?", replies: ["The plan picker. Too many choices at once."] },
      { body: "Great catch, that was my worry too." },
    ],
    reactions: ["insightful", "like", "celebrate"],
  },
  {
    daysAgo: 1,
    body: "Shipped the new onboarding to 10% of sign-ups. Numbers on Friday 📈",
    comments: [{ body: "🚀🚀" }],
    reactions: ["celebrate", "like", "funny"],
  },
];

import type { RealtimeEventType } from "@hatchery/shared";
import type { QueryKey } from "@tanstack/react-query";
import { chatKeys } from "@/lib/query-keys/chat-keys";
import { FEED_QUERY_ROOT } from "@/lib/query-keys/feed-keys";
import { fundingCallKeys } from "@/lib/query-keys/funding-call-keys";
import { FUNDING_QUERY_ROOT } from "@/lib/query-keys/funding-review-keys";
import { gamesKeys } from "@/lib/query-keys/games-keys";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { libraryKeys } from "@/lib/query-keys/library-keys";
import { MENTORING_QUERY_ROOT } from "@/lib/query-keys/mentoring-session-keys";
import { moderationKeys } from "@/lib/query-keys/moderation-keys";
import { notificationKeys } from "@/lib/query-keys/notification-keys";
import { applicationKeys, positionKeys } from "@/lib/query-keys/position-keys";
import { projectKeys } from "@/lib/query-keys/project-keys";
import { skillsKeys } from "@/lib/query-keys/skills-keys";
import { subscriptionKeys } from "@/lib/query-keys/subscription-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";

/**
 * The queries each realtime event makes stale: the screens showing them refetch by themselves. A new
 * event type must be listed here (the record type says so).
 */
export const REALTIME_QUERY_KEYS: Record<RealtimeEventType, readonly QueryKey[]> = {
  "subscription.confirmed": [subscriptionKeys.all, incubatorKeys.all],
  "membership.changed": [incubatorKeys.all],
  "team.created": [teamKeys.all],
  "team.member_joined": [teamKeys.all],
  "team.member_left": [teamKeys.all],
  "team.member_removed": [teamKeys.all],
  "team.role_changed": [teamKeys.all],
  "team.leadership_handed_over": [teamKeys.all],
  "project.created": [projectKeys.all, teamKeys.all],
  "project.updated": [projectKeys.all, teamKeys.all],
  "project.launched": [projectKeys.all, teamKeys.all],
  "project.milestone_done": [projectKeys.all],
  // Accepting an application fills a seat and adds a member, so positions and teams refresh with it; a
  // trial's start and end open and close the team's chat and feed to the applicant (decision 061).
  "application.changed": [
    applicationKeys.all,
    positionKeys.all,
    teamKeys.all,
    chatKeys.counts(),
    FEED_QUERY_ROOT,
  ],
  "position.changed": [positionKeys.all, teamKeys.all],
  "notification.changed": [notificationKeys.all],
  // The server ends the stream itself and the person's sessions are gone: the next read signs them out.
  "account.disabled": [],
  // The chat page puts the event's message into its history itself; the counts refetch.
  "chat.message_posted": [chatKeys.counts()],
  "chat.message_updated": [chatKeys.counts()],
  // Reactions change no count; the chat page puts them into the message it shows.
  "chat.reactions_changed": [],
  "chat.channel_changed": [chatKeys.counts()],
  "chat.read": [chatKeys.counts()],
  "chat.conversation_started": [chatKeys.conversations()],
  // A new item does not refresh a feed under the reader's eyes: only the feeds' newest items are
  // fetched again, and the page offers "N new posts" (features/feeds).
  "feed.item_created": [[...FEED_QUERY_ROOT, "heads"]],
  "feed.item_changed": [FEED_QUERY_ROOT],
  // Mastering in one tab updates the library's counts and statuses in the others, and the skills profile.
  "library.article_mastered": [libraryKeys.all, skillsKeys.all],
  // A game finished in one tab updates the bests the others show.
  "games.memory_completed": [gamesKeys.all],
  "games.career_completed": [gamesKeys.all],
  "games.interview_completed": [gamesKeys.interviewSessions()],
  "games.tmay_completed": [gamesKeys.tmayAttempts()],
  // The moderation queues (decision 055): a report filed, or reports handled and content hidden or restored.
  "report.created": [moderationKeys.all],
  "report.handled": [moderationKeys.all],
  // A session booked, answered, cancelled or moved: both people's lists and the mentor's free times.
  "mentoring.session_changed": [MENTORING_QUERY_ROOT],
  // A funding decision, a reopened one, or a tranche due or released (decision 059): the applicant's
  // pages, the owner's ranking and report, and the team's and project's pages that show the funding.
  "funding.award_changed": [FUNDING_QUERY_ROOT, fundingCallKeys.all, teamKeys.all, projectKeys.all],
  // An application submitted, withdrawn or reviewed, to the call's owner and reviewers (and the team).
  "funding.application_changed": [FUNDING_QUERY_ROOT, fundingCallKeys.all],
};

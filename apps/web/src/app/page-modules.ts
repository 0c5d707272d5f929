/**
 * The page of every route id in ROUTES: its module under src/ (without extension) and the component
 * the module exports. The router loads pages by it, and the build turns it into the files each route
 * preloads (apps/web/route-preloads.ts), which the server names in the HTML it sends for that route. Plain data, with no imports, so that the build configuration can read it.
 */
export interface PageModule {
  module: string;
  component: string;
}

/** SPEC §2 names two addresses for the one LinkedIn callback page. */
const LINKEDIN_CALLBACK: PageModule = {
  module: "features/linkedin/pages/linkedin-callback-page",
  component: "LinkedInCallbackPage",
};

/** The four sections share one page, which reads its section from the address. */
const LIBRARY_SECTION: PageModule = {
  module: "features/library/pages/library-section-page",
  component: "LibrarySectionPage",
};

/** Advisors and coaches share one profile page; the server sends the wrong prefix to the right one. */
const MENTOR_PROFILE: PageModule = {
  module: "app/pages/mentor-profile-page",
  component: "MentorProfilePage",
};

export const PAGE_MODULES: Readonly<Record<string, PageModule>> = {
  home: { module: "app/pages/home-page", component: "HomePage" },
  about: { module: "features/about/pages/about-page", component: "AboutPage" },
  "who-is-this-for": { module: "features/about/pages/who-is-this-for-page", component: "WhoIsThisForPage" },
  "who-is-product-for": {
    module: "features/about/pages/who-is-product-for-page",
    component: "WhoIsProductForPage",
  },
  faq: { module: "features/about/pages/faq-page", component: "FaqPage" },
  terms: { module: "features/legal/pages/terms-page", component: "TermsPage" },
  privacy: { module: "features/legal/pages/privacy-page", component: "PrivacyPage" },
  documentation: {
    module: "features/documentation/pages/documentation-page",
    component: "DocumentationPage",
  },
  sitemap: { module: "features/sitemap/pages/sitemap-page", component: "SitemapPage" },
  auth: { module: "features/auth/pages/auth-page", component: "AuthPage" },
  "auth-reset-password": {
    module: "features/auth/pages/reset-password-page",
    component: "ResetPasswordPage",
  },
  "dev-mailbox": { module: "features/dev-mailbox/pages/dev-mailbox-page", component: "DevMailboxPage" },
  dashboard: { module: "app/pages/dashboard-page", component: "DashboardPage" },
  "linkedin-callback": LINKEDIN_CALLBACK,
  "auth-linkedin-callback": LINKEDIN_CALLBACK,
  "auth-linkedin-resume-callback": {
    module: "features/linkedin/pages/linkedin-resume-callback-page",
    component: "LinkedInResumeCallbackPage",
  },
  teams: { module: "features/teams/pages/teams-page", component: "TeamsPage" },
  team: { module: "app/pages/team-with-funding-page", component: "TeamWithFundingPage" },
  "team-create": { module: "features/teams/pages/create-team-page", component: "CreateTeamPage" },
  "team-edit": { module: "features/teams/pages/edit-team-page", component: "EditTeamPage" },
  "team-feed": { module: "features/feeds/pages/feed-page", component: "TeamFeedPage" },
  "team-communication": {
    module: "app/pages/team-communication-page",
    component: "TeamCommunicationPage",
  },
  projects: { module: "features/projects/pages/projects-page", component: "ProjectsPage" },
  project: { module: "app/pages/project-with-funding-page", component: "ProjectWithFundingPage" },
  "project-create": { module: "features/projects/pages/create-project-page", component: "CreateProjectPage" },
  "project-edit": { module: "features/projects/pages/edit-project-page", component: "EditProjectPage" },
  incubators: { module: "features/incubators/pages/incubators-page", component: "IncubatorsPage" },
  incubator: { module: "app/pages/incubator-page", component: "IncubatorWithCoursesPage" },
  "incubator-course": { module: "app/pages/course-page", component: "CourseWithPlansPage" },
  "incubator-course-edit": {
    module: "features/classrooms/pages/course-edit-page",
    component: "CourseEditPage",
  },
  "incubator-lesson": { module: "features/classrooms/pages/lesson-page", component: "LessonPage" },
  "incubator-lesson-edit": {
    module: "features/classrooms/pages/lesson-edit-page",
    component: "LessonEditPage",
  },
  "incubator-create": {
    module: "features/incubators/pages/create-incubator-page",
    component: "CreateIncubatorPage",
  },
  "incubator-edit": {
    module: "features/incubators/pages/edit-incubator-page",
    component: "EditIncubatorPage",
  },
  "incubator-feed": { module: "features/feeds/pages/feed-page", component: "IncubatorFeedPage" },
  "incubator-positions": {
    module: "features/teams/pages/incubator-positions-page",
    component: "IncubatorPositionsPage",
  },
  // Business funding (decision 059).
  "incubator-funding": {
    module: "features/funding/calls/pages/incubator-funding-page",
    component: "IncubatorFundingPage",
  },
  "incubator-funding-new": {
    module: "features/funding/calls/pages/funding-call-editor-pages",
    component: "NewFundingCallPage",
  },
  funding: { module: "features/funding/hub/pages/funding-hub-page", component: "FundingHubPage" },
  "funding-call": { module: "app/pages/funding-call-with-plans-page", component: "FundingCallWithPlansPage" },
  "funding-call-edit": {
    module: "features/funding/calls/pages/funding-call-editor-pages",
    component: "EditFundingCallPage",
  },
  "funding-application": {
    module: "features/funding/applications/pages/funding-application-page",
    component: "FundingApplicationPage",
  },
  messages: { module: "app/pages/messages-page", component: "MessagesPage" },
  conversation: { module: "app/pages/conversation-page", component: "ConversationPage" },
  "incubator-communication": {
    module: "app/pages/incubator-communication-page",
    component: "IncubatorCommunicationPage",
  },
  "position-invite": {
    module: "features/teams/pages/position-invite-page",
    component: "PositionInvitePage",
  },
  library: { module: "features/library/pages/library-page", component: "LibraryPage" },
  "library-tech-roles": LIBRARY_SECTION,
  "library-sales-lifecycle": LIBRARY_SECTION,
  "library-software-lifecycle": LIBRARY_SECTION,
  "library-product": LIBRARY_SECTION,
  "library-bookmarks": {
    module: "features/library/pages/library-bookmarks-page",
    component: "LibraryBookmarksPage",
  },
  "library-article": {
    module: "features/library/pages/library-article-page",
    component: "LibraryArticlePage",
  },
  assessment: { module: "features/assessment/pages/assessment-page", component: "AssessmentPage" },
  games: { module: "app/pages/games-page", component: "GamesPage" },
  "games-memory": { module: "features/games/pages/memory-game-page", component: "MemoryGamePage" },
  "games-interview": {
    module: "features/games/pages/interview-practice-page",
    component: "InterviewPracticePage",
  },
  "games-interview-history": {
    module: "features/games/pages/interview-history-page",
    component: "InterviewHistoryPage",
  },
  "games-interview-results": {
    module: "app/pages/interview-results-with-mentors-page",
    component: "InterviewResultsWithMentorsPage",
  },
  "games-career": { module: "features/games/pages/career-game-page", component: "CareerGamePage" },
  "games-tmay-tutor": {
    module: "app/pages/tmay-tutor-with-mentors-page",
    component: "TmayTutorWithMentorsPage",
  },
  advisors: { module: "app/pages/advisors-page", component: "AdvisorsPage" },
  advisor: MENTOR_PROFILE,
  coach: MENTOR_PROFILE,
  "mentoring-shared": {
    module: "features/mentoring/pages/shared-with-me-page",
    component: "SharedWithMePage",
  },
  profile: { module: "app/pages/profile-page", component: "ProfilePage" },
  person: { module: "app/pages/person-profile-page", component: "PersonProfilePage" },
  "profile-mentor": { module: "app/pages/mentor-profile-edit-page", component: "MentorProfileEditPage" },
  notifications: {
    module: "features/notifications/pages/notifications-page",
    component: "NotificationsPage",
  },
  feed: { module: "features/feeds/pages/feed-page", component: "HomeFeedPage" },
  subscription: { module: "features/subscription/pages/subscription-page", component: "SubscriptionPage" },
  "subscription-success": {
    module: "features/subscription/pages/subscription-success-page",
    component: "SubscriptionSuccessPage",
  },
  checkout: { module: "features/subscription/pages/checkout-page", component: "CheckoutPage" },
  support: { module: "features/support/pages/support-page", component: "SupportPage" },
  admin: { module: "features/admin/pages/admin-overview-page", component: "AdminOverviewPage" },
  "admin-users": { module: "features/admin/pages/admin-users-page", component: "AdminUsersPage" },
  "admin-user": { module: "features/admin/pages/admin-user-page", component: "AdminUserPage" },
  // The administration's operations (decision 054).
  "admin-incubators": {
    module: "features/admin/pages/admin-incubators-page",
    component: "AdminIncubatorsPage",
  },
  "admin-subscriptions": {
    module: "features/admin/pages/admin-subscriptions-page",
    component: "AdminSubscriptionsPage",
  },
  "admin-moderation": { module: "app/pages/admin-moderation-page", component: "AdminModerationPage" },
  "admin-analytics": { module: "app/pages/admin-analytics-page", component: "AdminAnalyticsPage" },
  "admin-jobs": { module: "features/admin/pages/admin-jobs-page", component: "AdminJobsPage" },
  "admin-audit": { module: "features/admin/pages/admin-audit-page", component: "AdminAuditPage" },
  setup: { module: "features/setup/pages/setup-page", component: "SetupPage" },
  "incubator-moderation": {
    module: "app/pages/incubator-moderation-page",
    component: "IncubatorModerationPage",
  },
  points: { module: "features/points/pages/points-page", component: "PointsPage" },
  "incubator-analytics": {
    module: "app/pages/incubator-analytics-page",
    component: "IncubatorAnalyticsPage",
  },
  "mentoring-sessions": {
    module: "features/mentoring/pages/mentoring-sessions-page",
    component: "MentoringSessionsPage",
  },
  "mentor-availability": {
    module: "features/mentoring/pages/mentor-availability-page",
    component: "MentorAvailabilityPage",
  }, // Funding review and awards (decision 059).
  "funding-reviews": {
    module: "features/funding/review/pages/review-queue-page",
    component: "ReviewQueuePage",
  },
  "funding-call-applications": {
    module: "features/funding/awards/pages/funding-ranking-page",
    component: "FundingRankingPage",
  },
  "funding-call-report": {
    module: "features/funding/report/pages/funding-report-page",
    component: "FundingReportPage",
  },
};

/**
 * Public pages the same for every visitor at first: content pages reading no data, and the directories,
 * whose head and filters are static and whose list renders its loading state while hydrating (the
 * server embeds a visitor's unfiltered first read, which fills it right after). The build renders them
 * into their HTML (apps/web/prerender-pages.ts), so the first paint does not wait for the scripts, which
 * then hydrate it.
 */
export const PRERENDERED_ROUTE_IDS: readonly string[] = [
  "home",
  "auth",
  "incubators",
  "teams",
  "projects",
  "about",
  "who-is-this-for",
  "faq",
  "documentation",
  "terms",
  "privacy",
];

import type {
  CoreTeamRole,
  PositionStatus,
  ProjectStatus,
  TeamStage,
  TeamVisibility,
} from "@hatchery/shared";

/**
 * The demo incubators' teams: every stage, every project status, milestones done and due, positions
 * open, filled and closed (for core roles and for other titles, remote and on site). Members are
 * demo people (demo-people.ts) of the team's incubator; the leader subscribes. The Open Source Product
 * Guild has none: it has no plan on sale, so none of its members can subscribe and lead a team.
 */

export interface DemoMilestone {
  title: string;
  /** Days from the seed's start; negative for a date already past. */
  dueInDays: number | null;
  /** Done this many days before the seed's start; absent while still to do. */
  doneDaysAgo?: number;
}

export interface DemoProject {
  slug: string;
  name: string;
  summary: string;
  description: string;
  status: ProjectStatus;
  tags: string[];
  /** Last changed this many days before the seed's start (the projects list shows the newest first). */
  updatedDaysAgo: number;
  milestones: DemoMilestone[];
}

export interface DemoPosition {
  title: string;
  coreRole: CoreTeamRole | null;
  description: string;
  hoursPerWeek: number;
  location: string | null;
  isRemote: boolean;
  offers: string;
  status: PositionStatus;
  seats: number;
  filledSeats: number;
  postedDaysAgo: number;
}

export interface DemoTeamMember {
  person: string;
  coreRole: CoreTeamRole | null;
  title: string;
  isLeader: boolean;
  joinedDaysAgo: number;
}

export interface DemoTeam {
  incubator: string;
  slug: string;
  name: string;
  tagline: string;
  description: string;
  stage: TeamStage;
  visibility: TeamVisibility;
  startedDaysAgo: number;
  members: DemoTeamMember[];
  projects: DemoProject[];
  positions: DemoPosition[];
}

function leader(person: string, coreRole: CoreTeamRole, joinedDaysAgo: number): DemoTeamMember {
  return { person, coreRole, title: "", isLeader: true, joinedDaysAgo };
}
function core(person: string, coreRole: CoreTeamRole, joinedDaysAgo: number): DemoTeamMember {
  return { person, coreRole, title: "", isLeader: false, joinedDaysAgo };
}
function titled(person: string, title: string, joinedDaysAgo: number): DemoTeamMember {
  return { person, coreRole: null, title, isLeader: false, joinedDaysAgo };
}

export const DEMO_TEAMS: readonly DemoTeam[] = [
  {
    incubator: "northstar-venture-studio",
    slug: "clinicflow",
    name: "Clinicflow",
    tagline: "Patient intake that gives nurses their mornings back.",
    description: `Outpatient clinics still run intake on clipboards. Nurses retype the same answers into two systems before the first appointment starts.

**Clinicflow** lets patients answer intake questions on their own phone in the waiting room, checks the answers against their record and hands the nurse a one-page summary.

## Where we are

- Pilots running at two clinics in Lagos, 1,400 intakes so far.
- Median intake time down from 11 to 4 minutes.
- Next: insurance card capture and a Yoruba translation.`,
    stage: "building",
    visibility: "public",
    startedDaysAgo: 160,
    members: [
      leader("amara.okafor", "ceo", 160),
      core("jonas.weber", "cto", 140),
      titled("priya.raman", "Product designer", 95),
    ],
    projects: [
      {
        slug: "clinicflow-intake",
        name: "Clinicflow Intake",
        summary: "Phone-based intake forms that fill in the clinic's record and brief the nurse.",
        description: `The patient scans a code at reception, answers in their own language, and the nurse sees a summary with anything unusual highlighted.

### Built with

TypeScript, PostgreSQL and FHIR resources, so any clinic system that speaks FHIR can take the data.`,
        status: "in_progress",
        tags: ["healthcare", "forms", "fhir", "mobile web"],
        updatedDaysAgo: 2,
        milestones: [
          { title: "Interview 30 nurses about intake", dueInDays: -120, doneDaysAgo: 125 },
          { title: "First pilot clinic live", dueInDays: -60, doneDaysAgo: 58 },
          { title: "Second pilot clinic live", dueInDays: -20, doneDaysAgo: 24 },
          { title: "Insurance card capture", dueInDays: 21 },
          { title: "Yoruba translation reviewed by nurses", dueInDays: 45 },
        ],
      },
    ],
    positions: [
      {
        title: "Chief Growth Officer",
        coreRole: "cgo",
        description:
          "Own how the next twenty clinics hear about us: partnerships with clinic networks, referrals from pilot sites and a simple case study programme.",
        hoursPerWeek: 10,
        location: null,
        isRemote: true,
        offers: "Founding team equity after a trial month, and a seat at Northstar's demo day.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 12,
      },
      {
        title: "Clinical advisor (registered nurse)",
        coreRole: null,
        description:
          "Review our forms and summaries with the eyes of someone who has run a busy intake desk. Two short calls a week.",
        hoursPerWeek: 3,
        location: "Lagos",
        isRemote: false,
        offers: "A paid advisory agreement once we close our first round.",
        status: "open",
        seats: 2,
        filledSeats: 0,
        postedDaysAgo: 30,
      },
    ],
  },
  {
    incubator: "northstar-venture-studio",
    slug: "shelfwise",
    name: "Shelfwise",
    tagline: "Inventory software for warehouses with fewer than ten people.",
    description: `Big warehouses have big systems. The small ones that move goods for local shops run on spreadsheets and memory.

Shelfwise is a phone app that scans, counts and finds stock, and works without signal in the back of the building. It syncs when it can and never loses a count.`,
    stage: "building",
    visibility: "public",
    startedDaysAgo: 120,
    members: [
      leader("sofia.marquez", "ceo", 120),
      core("kenji.tanaka", "cto", 100),
      titled("hannah.lindqvist", "Operations analyst", 40),
    ],
    projects: [
      {
        slug: "shelfwise-scanner",
        name: "Shelfwise Scanner",
        summary: "An offline-first scanning app for receiving, counting and picking stock.",
        description: `Receiving, cycle counts and picking in one app, built for cheap Android phones.

- Works offline for a full shift and syncs afterwards.
- Reads the barcodes small suppliers actually print, including damaged ones.
- Exports to the spreadsheet the owner already uses.`,
        status: "in_progress",
        tags: ["logistics", "mobile", "offline-first"],
        updatedDaysAgo: 5,
        milestones: [
          { title: "Ten warehouse walk-throughs", dueInDays: -90, doneDaysAgo: 92 },
          { title: "Offline counting prototype", dueInDays: -30, doneDaysAgo: 33 },
          { title: "Pilot with three warehouses in Mexico City", dueInDays: 14 },
          { title: "Spreadsheet export", dueInDays: 35 },
        ],
      },
      {
        slug: "pallet-pricing-calculator",
        name: "Pallet pricing calculator",
        summary: "A quick quote tool for storage by the pallet, on hold while the scanner ships.",
        description:
          "Owners asked for help pricing storage by the pallet. We sketched a calculator and paused it to focus on the scanner; the research notes are in the team feed.",
        status: "paused",
        tags: ["pricing", "logistics"],
        updatedDaysAgo: 48,
        milestones: [
          { title: "Collect pricing sheets from five warehouses", dueInDays: -60, doneDaysAgo: 61 },
          { title: "Clickable prototype", dueInDays: -40 },
        ],
      },
    ],
    positions: [
      {
        title: "Chief Commercial Officer",
        coreRole: "cco",
        description:
          "Turn pilots into paying customers: pricing, the first sales conversations and a repeatable onboarding for new warehouses.",
        hoursPerWeek: 20,
        location: null,
        isRemote: true,
        offers: "Founding team equity and a commission on the first year's sales.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 9,
      },
      {
        title: "Operations analyst",
        coreRole: null,
        description:
          "Map how our pilot warehouses receive and count stock, and measure what the app changes.",
        hoursPerWeek: 8,
        location: "Mexico City",
        isRemote: true,
        offers: "A reference letter and a share of the pilot bonus pool.",
        status: "filled",
        seats: 1,
        filledSeats: 1,
        postedDaysAgo: 55,
      },
    ],
  },
  {
    incubator: "northstar-venture-studio",
    slug: "lessonloop",
    name: "Lessonloop",
    tagline: "Lesson plans teachers can adapt in minutes, not evenings.",
    description: `Teachers spend their Sunday evenings rewriting lesson plans for classes that changed since last year.

We want to give them a library of plans written by teachers, with a helper that adapts a plan to a class's level, time and materials, and never invents facts. We are still interviewing teachers and testing the idea with paper prototypes.`,
    stage: "idea",
    visibility: "incubator",
    startedDaysAgo: 35,
    members: [leader("daniel.mensah", "ceo", 35), core("mei.lin", "cto", 20)],
    projects: [
      {
        slug: "lesson-plan-adapter",
        name: "Lesson plan adapter",
        summary: "Adapts a teacher-written lesson plan to a class's level, length and materials.",
        description:
          "A first experiment: take ten real lesson plans, adapt each to three classes with and without the helper, and ask the teachers which they would use.",
        status: "idea",
        tags: ["education", "teachers", "ai"],
        updatedDaysAgo: 4,
        milestones: [
          { title: "Interview 20 teachers", dueInDays: 10 },
          { title: "Paper prototype test in two schools", dueInDays: 30 },
        ],
      },
    ],
    positions: [
      {
        title: "Chief Growth Officer",
        coreRole: "cgo",
        description:
          "Build our first community of teachers: the people who test, write and share plans with us.",
        hoursPerWeek: 8,
        location: null,
        isRemote: true,
        offers: "Founding team equity after a trial month.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 6,
      },
      {
        title: "Teacher community moderator",
        coreRole: null,
        description:
          "Welcome new teachers to our group, answer questions and collect their feedback each week.",
        hoursPerWeek: 4,
        location: null,
        isRemote: true,
        offers: "Early access to everything we build, and a credit on every plan you review.",
        status: "open",
        seats: 3,
        filledSeats: 0,
        postedDaysAgo: 6,
      },
    ],
  },
  {
    incubator: "northstar-venture-studio",
    slug: "ledgerleaf",
    name: "Ledgerleaf",
    tagline: "Carbon accounting a ten-person firm can finish in an afternoon.",
    description: `Small firms are asked for their emissions by customers and banks, and the tools they find are built for corporations.

**Ledgerleaf** reads the firm's invoices and bank exports, sorts spending into emission categories with published factors, and produces a report that auditors accept.

Launched in spring. Forty paying customers in Germany and Austria.`,
    stage: "launched",
    visibility: "public",
    startedDaysAgo: 330,
    members: [
      leader("oliver.brandt", "ceo", 330),
      core("fatima.zahra", "cto", 300),
      core("lucas.moreau", "cgo", 210),
      titled("ethan.brooks", "Account executive", 70),
    ],
    projects: [
      {
        slug: "ledgerleaf",
        name: "Ledgerleaf",
        summary: "Emissions reports from invoices and bank exports, in an afternoon.",
        description: `Upload a year of invoices and bank exports. Ledgerleaf matches each line to an emission factor, shows what it could not place, and writes a report in the GHG Protocol's format.

### Numbers so far

- 40 paying customers
- 3.5 hours, median, to a first report
- 87% of lines categorised automatically`,
        status: "launched",
        tags: ["climate", "accounting", "saas"],
        updatedDaysAgo: 1,
        milestones: [
          { title: "Public launch", dueInDays: -150, doneDaysAgo: 152 },
          { title: "Twenty-five paying customers", dueInDays: -60, doneDaysAgo: 75 },
          { title: "Auditor review of the report format", dueInDays: -10, doneDaysAgo: 12 },
          { title: "Fifty paying customers", dueInDays: 40 },
        ],
      },
      {
        slug: "supplier-emissions-import",
        name: "Supplier emissions import",
        summary: "Uses suppliers' own emission figures instead of averages where they publish them.",
        description:
          "Many larger suppliers publish their emissions per product. Importing those figures makes a small firm's report more accurate than industry averages allow.",
        status: "in_progress",
        tags: ["climate", "data", "integrations"],
        updatedDaysAgo: 3,
        milestones: [
          { title: "List the 200 most common suppliers", dueInDays: -14, doneDaysAgo: 16 },
          { title: "Import format for supplier figures", dueInDays: 7 },
          { title: "Beta with five customers", dueInDays: 28 },
        ],
      },
    ],
    positions: [
      {
        title: "Data engineer",
        coreRole: null,
        description:
          "Own the pipeline that turns invoices into categorised lines: parsing, matching and the quality checks auditors rely on.",
        hoursPerWeek: 30,
        location: "Hamburg",
        isRemote: true,
        offers: "A paid contract from the first month, with options in the company.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 3,
      },
      {
        title: "Chief Commercial Officer",
        coreRole: "cco",
        description: "Lead sales and partnerships with accounting firms.",
        hoursPerWeek: 40,
        location: "Hamburg",
        isRemote: false,
        offers: "Salary and equity.",
        status: "closed",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 90,
      },
    ],
  },
  {
    incubator: "signal-sales-academy",
    slug: "renewal-radar",
    name: "Renewal Radar",
    tagline: "Catch churn early with the signals your CSMs already see.",
    description: `Customer success managers notice the warning signs of churn weeks before a cancellation: fewer logins, a new decision maker, slower replies.

We are writing those signals down as a playbook, then building a small tool that watches for them in the CRM and nudges the CSM in time.`,
    stage: "building",
    visibility: "public",
    startedDaysAgo: 90,
    members: [
      leader("grace.adeyemi", "ceo", 90),
      core("mateo.rossi", "cco", 75),
      core("aisha.bello", "cgo", 50),
    ],
    projects: [
      {
        slug: "churn-signal-playbook",
        name: "Churn signal playbook",
        summary: "Twenty churn warning signs, how to spot each one and what to do about it.",
        description:
          "Written with thirty CSMs from the academy's community. Each signal has a definition, how to check for it in a CRM, and a tested first response.",
        status: "in_progress",
        tags: ["customer success", "churn", "playbook"],
        updatedDaysAgo: 6,
        milestones: [
          { title: "Survey 30 CSMs", dueInDays: -45, doneDaysAgo: 47 },
          { title: "Draft of all twenty signals", dueInDays: -5 },
          { title: "Review with Signal coaches", dueInDays: 12 },
        ],
      },
      {
        slug: "csm-onboarding-course",
        name: "CSM onboarding course",
        summary: "A two-week course for people starting their first customer success role.",
        description:
          "Ten short lessons and five role-play exercises, now part of the academy's library. Over 120 members have finished it.",
        status: "launched",
        tags: ["customer success", "course", "onboarding"],
        updatedDaysAgo: 20,
        milestones: [
          { title: "Outline reviewed by coaches", dueInDays: -70, doneDaysAgo: 72 },
          { title: "Course published in the library", dueInDays: -30, doneDaysAgo: 29 },
        ],
      },
    ],
    positions: [
      {
        title: "Chief Technology Officer",
        coreRole: "cto",
        description:
          "Build the first version of the radar: read activity from a CRM's API, score the playbook's signals and send a weekly digest.",
        hoursPerWeek: 10,
        location: null,
        isRemote: true,
        offers: "Founding team equity, and the academy's coaching plan paid by the team.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 15,
      },
    ],
  },
  {
    incubator: "signal-sales-academy",
    slug: "pitch-partner",
    name: "Pitch Partner",
    tagline: "Practise discovery calls with a partner that pushes back.",
    description: `New sellers learn discovery on real prospects, and real prospects do not give second chances.

Pitch Partner is a practice partner for discovery calls: pick a buyer persona, run the call out loud, and get a transcript marked with the questions you missed.`,
    stage: "idea",
    visibility: "incubator",
    startedDaysAgo: 25,
    members: [
      leader("ryan.oconnell", "ceo", 25),
      core("samuel.kim", "cto", 18),
      core("chloe.martin", "cco", 10),
    ],
    projects: [
      {
        slug: "discovery-call-simulator",
        name: "Discovery call simulator",
        summary: "Voice role-play with buyer personas and a marked-up transcript afterwards.",
        description:
          "Starting with three personas written by Signal's coaches: a sceptical IT director, a rushed founder and a friendly champion without budget.",
        status: "idea",
        tags: ["sales", "practice", "voice"],
        updatedDaysAgo: 3,
        milestones: [
          { title: "Persona scripts from three coaches", dueInDays: 7 },
          { title: "Wizard-of-Oz test with ten members", dueInDays: 21 },
        ],
      },
    ],
    positions: [
      {
        title: "Chief Growth Officer",
        coreRole: "cgo",
        description: "Find our first hundred practising sellers in sales communities and bootcamps.",
        hoursPerWeek: 6,
        location: null,
        isRemote: true,
        offers: "Founding team equity after a trial month.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 4,
      },
      {
        title: "Volunteer sales coach",
        coreRole: null,
        description: "Write a buyer persona from your own deals and review ten practice transcripts a month.",
        hoursPerWeek: 2,
        location: null,
        isRemote: true,
        offers: "Credit on the personas you write, and free access for your team.",
        status: "open",
        seats: 4,
        filledSeats: 0,
        postedDaysAgo: 4,
      },
    ],
  },
  {
    incubator: "signal-sales-academy",
    slug: "crm-clinic",
    name: "CRM Clinic",
    tagline: "Free CRM clean-ups for nonprofits, done by sellers in training.",
    description: `Nonprofits collect donor and partner data for years and rarely have time to keep it tidy.

CRM Clinic pairs academy members with a nonprofit for four weeks: we audit the CRM, fix the pipeline stages and leave behind a one-page guide. Members get real practice; nonprofits get a CRM they can forecast from.`,
    stage: "launched",
    visibility: "public",
    startedDaysAgo: 260,
    members: [leader("isabela.costa", "ceo", 260), titled("noah.fischer", "Research assistant", 30)],
    projects: [
      {
        slug: "nonprofit-crm-audit",
        name: "Nonprofit CRM audit",
        summary: "A four-week audit and clean-up of a nonprofit's CRM, with a guide to keep it clean.",
        description: `The audit checks duplicates, stale opportunities, missing owners and pipeline stages nobody uses.

**Fourteen nonprofits** have been through it; their forecasts are on average twice as accurate three months later.`,
        status: "launched",
        tags: ["crm", "nonprofit", "salesforce", "revops"],
        updatedDaysAgo: 8,
        milestones: [
          { title: "Audit checklist published", dueInDays: -200, doneDaysAgo: 205 },
          { title: "Ten nonprofits audited", dueInDays: -60, doneDaysAgo: 66 },
          { title: "Twenty nonprofits audited", dueInDays: 50 },
        ],
      },
    ],
    positions: [
      {
        title: "Salesforce administrator",
        coreRole: null,
        description: "Lead the technical half of each audit: duplicate rules, validation rules and reports.",
        hoursPerWeek: 10,
        location: "São Paulo",
        isRemote: false,
        offers: "Certification exam fees paid by the team after two audits.",
        status: "open",
        seats: 2,
        filledSeats: 0,
        postedDaysAgo: 18,
      },
      {
        title: "Chief Technology Officer",
        coreRole: "cto",
        description: "Automate the audit's checks so a clinic takes one week instead of four.",
        hoursPerWeek: 8,
        location: null,
        isRemote: true,
        offers: "Founding team equity once we incorporate.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 25,
      },
    ],
  },
  {
    incubator: "data-craft-collective",
    slug: "food-bank-forecast",
    name: "Food Bank Forecast",
    tagline: "Weekly demand forecasts so food banks order the right food.",
    description: `Food banks order stock weeks ahead without knowing how many families will come.

We forecast weekly demand from visits, school holidays, weather and local benefit payment dates. Three food banks in Lisbon plan their orders with it today.`,
    stage: "launched",
    visibility: "public",
    startedDaysAgo: 210,
    members: [
      leader("ines.duarte", "ceo", 210),
      core("arjun.mehta", "cto", 190),
      titled("beatrice.kowalczyk", "Statistician", 100),
    ],
    projects: [
      {
        slug: "weekly-demand-forecast",
        name: "Weekly demand forecast",
        summary: "Forecasts next month's visits to each food bank, week by week, with a range.",
        description:
          "A seasonal model with holiday and payment-date effects, retrained every Sunday. Forecasts come as a range, because a food bank needs to know the bad case as well as the likely one.",
        status: "launched",
        tags: ["forecasting", "nonprofit", "python", "food security"],
        updatedDaysAgo: 7,
        milestones: [
          { title: "Two years of visit data cleaned", dueInDays: -150, doneDaysAgo: 160 },
          { title: "First forecast used for an order", dueInDays: -90, doneDaysAgo: 88 },
          { title: "Third food bank on board", dueInDays: -15, doneDaysAgo: 18 },
          { title: "Forecast accuracy report for funders", dueInDays: 20 },
        ],
      },
      {
        slug: "volunteer-shift-planner",
        name: "Volunteer shift planner",
        summary: "Suggests how many volunteers each shift needs, from the same forecast.",
        description: "An idea from the food banks themselves: if we know the visits, we know the shifts.",
        status: "idea",
        tags: ["volunteers", "scheduling", "nonprofit"],
        updatedDaysAgo: 11,
        milestones: [{ title: "Talk to three volunteer coordinators", dueInDays: 18 }],
      },
    ],
    positions: [
      {
        title: "Chief Growth Officer",
        coreRole: "cgo",
        description:
          "Bring the forecast to food bank networks in other cities, and find the funders who pay for it.",
        hoursPerWeek: 5,
        location: null,
        isRemote: true,
        offers: "A share of any grant we win, and the collective's thanks.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 10,
      },
      {
        title: "Statistician",
        coreRole: null,
        description: "Check the model's assumptions and design the accuracy report.",
        hoursPerWeek: 5,
        location: null,
        isRemote: true,
        offers: "Co-authorship of the accuracy report.",
        status: "filled",
        seats: 1,
        filledSeats: 1,
        postedDaysAgo: 110,
      },
    ],
  },
  {
    incubator: "data-craft-collective",
    slug: "open-budget-lens",
    name: "Open Budget Lens",
    tagline: "City budgets you can read in five minutes.",
    description: `City budgets are public, and almost nobody reads them: they are four-hundred-page PDFs.

We turn them into an explorer that shows where the money goes, what changed since last year and how your district compares.`,
    stage: "building",
    visibility: "incubator",
    startedDaysAgo: 70,
    members: [leader("marcus.johnson", "ceo", 70), core("yuki.sato", "cto", 60)],
    projects: [
      {
        slug: "city-budget-explorer",
        name: "City budget explorer",
        summary: "An interactive, accessible explorer of Chicago's budget, line by line.",
        description:
          "Starts with Chicago. Every chart has a table behind it, so screen reader users get the same answers.",
        status: "in_progress",
        tags: ["civic tech", "data visualisation", "open data"],
        updatedDaysAgo: 2,
        milestones: [
          { title: "Budget PDFs parsed into tables", dueInDays: -25, doneDaysAgo: 27 },
          { title: "Year-on-year change view", dueInDays: 9 },
          { title: "Accessibility review", dueInDays: 25 },
        ],
      },
    ],
    positions: [
      {
        title: "Chief Commercial Officer",
        coreRole: "cco",
        description: "Find newsrooms and civic groups who would pay for budget explorers of their own city.",
        hoursPerWeek: 6,
        location: null,
        isRemote: true,
        offers: "Founding team equity once we incorporate.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 14,
      },
      {
        title: "Data journalist",
        coreRole: null,
        description: "Write the stories that go with each city's explorer, with the numbers checked twice.",
        hoursPerWeek: 8,
        location: "Chicago",
        isRemote: false,
        offers: "Bylines on every story.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 14,
      },
    ],
  },
  {
    incubator: "data-craft-collective",
    slug: "medshelf",
    name: "MedShelf",
    tagline: "Donated medicines used before they expire.",
    description: `Clinics that rely on donated medicines throw away a surprising share of them unused.

MedShelf reads stock lists, flags medicines close to expiry and suggests which nearby clinic could use them in time.`,
    stage: "building",
    visibility: "public",
    startedDaysAgo: 140,
    members: [leader("elena.petrova", "ceo", 140), titled("kwame.asante", "Pharmacy advisor", 80)],
    projects: [
      {
        slug: "expiry-alert-model",
        name: "Expiry alert model",
        summary: "Flags stock that will expire unused, from each clinic's usage so far.",
        description:
          "Live at three clinics. It compares each item's expiry date with how fast the clinic uses it, and warns a month ahead.",
        status: "in_progress",
        tags: ["healthcare", "machine learning", "inventory"],
        updatedDaysAgo: 9,
        milestones: [
          { title: "Stock lists from three clinics", dueInDays: -100, doneDaysAgo: 101 },
          { title: "First alerts acted on", dueInDays: -40, doneDaysAgo: 44 },
          { title: "Transfers between clinics", dueInDays: 30 },
        ],
      },
      {
        slug: "clinic-stock-dashboard",
        name: "Clinic stock dashboard",
        summary: "A dashboard of every clinic's stock, paused until the alerts are proven.",
        description: "Clinics asked for it; we paused it so the alerts come first.",
        status: "paused",
        tags: ["dashboard", "healthcare"],
        updatedDaysAgo: 60,
        milestones: [{ title: "Wireframes agreed with clinics", dueInDays: -65, doneDaysAgo: 66 }],
      },
    ],
    positions: [
      {
        title: "Chief Technology Officer",
        coreRole: "cto",
        description:
          "Take the model from notebooks to a service clinics rely on: data pipelines, monitoring and the alert emails.",
        hoursPerWeek: 15,
        location: null,
        isRemote: true,
        offers: "Founding team equity, and a conference talk about what we learned.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 21,
      },
    ],
  },
  {
    incubator: "harbor-climate-ventures",
    slug: "thermoshift",
    name: "Thermoshift",
    tagline: "Heat pump retrofits a two-person installer can do in a day.",
    description: `Most heat pump retrofits take a week and a specialist crew. We are designing a kit for the common 1970s radiator house that two installers fit in a day.

Prototypes are running in the Harbor workshop and in two homes in Gothenburg.`,
    stage: "building",
    visibility: "public",
    startedDaysAgo: 200,
    members: [
      leader("erik.johansson", "ceo", 200),
      core("amina.yusuf", "cto", 170),
      titled("julia.novak", "Industrial designer", 90),
    ],
    projects: [
      {
        slug: "retrofit-heat-pump-kit",
        name: "Retrofit heat pump kit",
        summary: "A pre-assembled heat pump kit with plug-in controls for radiator houses.",
        description: `The kit arrives pre-assembled and pre-filled. Controls learn the house's heat loss in the first week, so nobody has to calculate it on site.

### Field test

Two homes since October. Average installation time: 7.5 hours.`,
        status: "in_progress",
        tags: ["heat pumps", "hardware", "buildings"],
        updatedDaysAgo: 4,
        milestones: [
          { title: "Workshop prototype running", dueInDays: -110, doneDaysAgo: 115 },
          { title: "Two field homes installed", dueInDays: -45, doneDaysAgo: 50 },
          { title: "Winter performance report", dueInDays: 60 },
          { title: "Safety certification submitted", dueInDays: 90 },
        ],
      },
    ],
    positions: [
      {
        title: "Chief Growth Officer",
        coreRole: "cgo",
        description:
          "Build the network of installers and housing associations who will fit the first hundred kits.",
        hoursPerWeek: 10,
        location: "Gothenburg",
        isRemote: true,
        offers: "Founding team equity, and workshop access at Harbor.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 20,
      },
      {
        title: "Certified heat pump installer (pilot)",
        coreRole: null,
        description: "Fit kits in pilot homes and tell us everything that slowed you down.",
        hoursPerWeek: 6,
        location: "Gothenburg",
        isRemote: false,
        offers: "Paid per installation.",
        status: "open",
        seats: 2,
        filledSeats: 0,
        postedDaysAgo: 20,
      },
    ],
  },
  {
    incubator: "harbor-climate-ventures",
    slug: "coldroom-collective",
    name: "ColdRoom Collective",
    tagline: "Solar cold rooms owned by the farmers who use them.",
    description: `Half the harvest in our region spoils before it reaches a market.

**ColdRoom Collective** builds solar-powered cold rooms that farming cooperatives own and pay for by the crate. Six rooms are running in Senegal, keeping 40 tonnes of produce fresh each month.`,
    stage: "launched",
    visibility: "public",
    startedDaysAgo: 400,
    members: [
      leader("claire.dubois", "ceo", 400),
      core("viktor.horvath", "cto", 380),
      core("pablo.herrera", "cgo", 150),
    ],
    projects: [
      {
        slug: "solar-cold-room",
        name: "Solar cold room",
        summary: "A 20 m³ cold room on solar power with a week of thermal storage.",
        description:
          "Second generation: ice batteries instead of chemical ones, so a room keeps cold through a week of cloud and costs a third less.",
        status: "launched",
        tags: ["solar", "agriculture", "cold chain", "hardware"],
        updatedDaysAgo: 12,
        milestones: [
          { title: "First room at a cooperative", dueInDays: -300, doneDaysAgo: 310 },
          { title: "Six rooms running", dueInDays: -30, doneDaysAgo: 35 },
          { title: "Ten rooms running", dueInDays: 120 },
        ],
      },
      {
        slug: "pay-per-crate",
        name: "Pay per crate",
        summary: "Mobile money billing by the crate, so cooperatives pay only for what they store.",
        description: "Replaces the paper ledger at each room with a phone app and mobile money receipts.",
        status: "in_progress",
        tags: ["payments", "mobile money", "agriculture"],
        updatedDaysAgo: 5,
        milestones: [
          { title: "Ledger study at three rooms", dueInDays: -50, doneDaysAgo: 52 },
          { title: "Mobile money integration", dueInDays: -3 },
          { title: "Pilot at two rooms", dueInDays: 25 },
        ],
      },
    ],
    positions: [
      {
        title: "Field technician",
        coreRole: null,
        description: "Install and maintain cold rooms in the Thiès and Kaolack regions.",
        hoursPerWeek: 40,
        location: "Dakar",
        isRemote: false,
        offers: "A salaried position with training in Harbor's workshop.",
        status: "open",
        seats: 2,
        filledSeats: 0,
        postedDaysAgo: 28,
      },
      {
        title: "Chief Growth Officer",
        coreRole: "cgo",
        description: "Grants, partnerships and the next ten cooperatives.",
        hoursPerWeek: 10,
        location: null,
        isRemote: true,
        offers: "Founding team equity.",
        status: "filled",
        seats: 1,
        filledSeats: 1,
        postedDaysAgo: 160,
      },
    ],
  },
  {
    incubator: "harbor-climate-ventures",
    slug: "cargo-bike-atlas",
    name: "Cargo Bike Atlas",
    tagline: "Where e-cargo bikes could replace delivery vans, street by street.",
    description: `A third of city van trips carry less than a cargo bike holds.

We are mapping delivery trips in Bogotá to show which routes could switch to e-cargo bikes, and what that would save in emissions, time and money.`,
    stage: "idea",
    visibility: "incubator",
    startedDaysAgo: 30,
    members: [leader("rosa.jimenez", "ceo", 30), core("samir.patel", "cto", 22)],
    projects: [
      {
        slug: "e-cargo-bike-potential-map",
        name: "E-cargo bike potential map",
        summary: "A map of delivery routes that could switch from vans to e-cargo bikes.",
        description: "First step: get a month of anonymised delivery data from two courier companies.",
        status: "idea",
        tags: ["transport", "maps", "open data"],
        updatedDaysAgo: 6,
        milestones: [
          { title: "Data agreements with two couriers", dueInDays: 14 },
          { title: "First route analysis", dueInDays: 40 },
        ],
      },
    ],
    positions: [
      {
        title: "GIS analyst",
        coreRole: null,
        description: "Clean the route data and build the first maps with us.",
        hoursPerWeek: 10,
        location: null,
        isRemote: true,
        offers: "Co-authorship of the published atlas.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 8,
      },
      {
        title: "Chief Commercial Officer",
        coreRole: "cco",
        description: "Turn the atlas into a service that couriers and city planners pay for.",
        hoursPerWeek: 5,
        location: null,
        isRemote: true,
        offers: "Founding team equity after a trial month.",
        status: "open",
        seats: 1,
        filledSeats: 0,
        postedDaysAgo: 8,
      },
    ],
  },
];

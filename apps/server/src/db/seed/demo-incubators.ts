import type { IncubatorStatus } from "@hatchery/shared";
import type { Database } from "../client";
import { incubators, subscriptionPlans } from "../schema";
import type { SeedStep } from "./seed";

/**
 * Demo incubators of a new installation. Between them they show every state of the incubator page and
 * the plans dialog: charter offer with a six-month trial, a recommended plan and a cheaper one; an
 * incubator that accepts members but has no plan on sale (the dialog's empty state); one that is not
 * accepting members. They have no owner, so administrators manage them.
 */

interface DemoPlan {
  name: string;
  description: string;
  /** Cents. */
  priceMonthly: number;
  trialPeriodDays: number;
  isActive: boolean;
  isRecommended: boolean;
  features: string[];
}

export interface DemoIncubator {
  slug: string;
  name: string;
  tagline: string;
  description: string;
  status: IncubatorStatus;
  plans: DemoPlan[];
}

export const DEMO_INCUBATORS: readonly DemoIncubator[] = [
  {
    slug: "northstar-venture-studio",
    name: "Northstar Venture Studio",
    tagline: "Turn a promising idea into a funded company in twelve months.",
    description: `Northstar is a venture studio for first-time founders who want to build **technology companies that last**. We run in cohorts of forty, meet twice a week online and once a month in person, and pair every team with an operator who has shipped and sold products before.

## What you will do

- **Months 1–3, discovery:** interview at least fifty potential customers, write a one-page thesis and test it with a landing page.
- **Months 4–8, build:** ship a first version, find ten paying customers and learn which channel brings the next hundred.
- **Months 9–12, raise:** tighten the story, rehearse with investors from our network and run a focused fundraise.

## Who it is for

Engineers, designers and business people early in their careers who would rather learn by building. You do not need a co-founder on day one: half of our teams meet inside the studio.

> "The weekly customer review changed how I think about product. We stopped guessing." — a founder from the spring cohort

Questions before you join? Read the [frequently asked questions](/faq) or write to us through the support page.`,
    status: "active",
    plans: [
      {
        name: "Explorer",
        description:
          "Follow the studio from the side: the library, the community channels and monthly open office hours.",
        priceMonthly: 1900,
        trialPeriodDays: 14,
        isActive: true,
        isRecommended: false,
        features: ["Learning library", "Community channels", "Monthly open office hours"],
      },
      {
        name: "Founding Charter Member",
        description:
          "For the first members of the studio: everything in Builder at a price that never goes up, with the first six months free.",
        priceMonthly: 4900,
        trialPeriodDays: 180,
        isActive: true,
        isRecommended: false,
        features: [
          "Everything in Builder",
          "Price locked for as long as you stay",
          "Charter Member badge on your profile",
          "A vote on the studio's next cohort theme",
        ],
      },
      {
        name: "Builder",
        description:
          "The full programme: a team, an operator mentor, weekly reviews and introductions when you are ready to raise.",
        priceMonthly: 7900,
        trialPeriodDays: 30,
        isActive: true,
        isRecommended: true,
        features: [
          "Team formation and team leadership",
          "Weekly product and customer reviews",
          "Premium mentorship from an operator",
          "Business funding introductions",
        ],
      },
    ],
  },
  {
    slug: "open-source-product-guild",
    name: "Open Source Product Guild",
    tagline: "Learn product management by shipping features to real open-source projects.",
    description: `The Guild connects aspiring product managers with maintainers of open-source projects that need help deciding **what to build next**.

Each member joins a project team for a season, runs user research with its community, writes and prioritises the roadmap, and sees features through to release. Everything you produce is public, so your portfolio grows with every season.

### How it works

1. Pick a project from the season's list (developer tools, civic tech and education this year).
2. Meet the maintainers and agree on one problem worth solving.
3. Ship, measure and write a short retrospective the whole Guild can learn from.

Membership is free while we prepare the paid seasons: join as a guest to take part in the community and hear first when plans open.`,
    status: "active",
    plans: [
      {
        name: "Season Pass",
        description:
          "A full season on a project team with a maintainer mentor. Back when the next season opens.",
        priceMonthly: 2500,
        trialPeriodDays: 0,
        isActive: false,
        isRecommended: false,
        features: ["A place on a project team", "Maintainer mentorship", "Season retrospective review"],
      },
    ],
  },
  {
    slug: "harbor-climate-ventures",
    name: "Harbor Climate Ventures",
    tagline: "A hands-on incubator for hardware and software that cuts emissions.",
    description: `Harbor Climate Ventures supports early teams working on **energy, buildings, transport and food systems**. Members get lab access through our partner universities, pilot sites with local utilities and guidance on grants and non-dilutive funding.

We are between cohorts while we move into our new workshop by the harbour. **New memberships are paused**; current members keep full access to the community and the library.`,
    status: "paused",
    plans: [
      {
        name: "Lab Member",
        description: "Workshop and lab time, a pilot partner introduction and monthly grant clinics.",
        priceMonthly: 9900,
        trialPeriodDays: 0,
        isActive: true,
        isRecommended: true,
        features: ["Workshop and lab access", "Pilot partner introductions", "Monthly grant clinics"],
      },
    ],
  },
  {
    slug: "signal-sales-academy",
    name: "Signal Sales Academy",
    tagline: "Break into tech sales with live deal practice and a coach in your corner.",
    description: `Signal trains people for their first role in **business development, account management and customer success** at software companies.

- Practise discovery calls and demos with coaches who carry a quota today.
- Work through the full sales lifecycle, from prospecting to renewal, in our library.
- Rehearse interviews with the career games until "tell me about yourself" feels easy.

Most members land a role within six months. Start as a guest and upgrade when you want a coach.`,
    status: "active",
    plans: [
      {
        name: "Community",
        description: "Weekly group practice sessions and the whole sales library.",
        priceMonthly: 900,
        trialPeriodDays: 7,
        isActive: true,
        isRecommended: false,
        features: ["Weekly group practice", "Sales lifecycle library", "Interview practice games"],
      },
      {
        name: "Coached",
        description: "Everything in Community plus a personal coach, mock interviews and referrals.",
        priceMonthly: 3900,
        trialPeriodDays: 14,
        isActive: true,
        isRecommended: true,
        features: [
          "Everything in Community",
          "A personal coach",
          "Two mock interviews a month",
          "Hiring partner referrals",
        ],
      },
    ],
  },
  {
    slug: "data-craft-collective",
    name: "Data Craft Collective",
    tagline: "Build a data portfolio employers notice, one real dataset at a time.",
    description: `A collective of analysts and data engineers who learn by **working on real questions from partner nonprofits**. Each month brings a new dataset, a clear question and a review from someone who does this work for a living.

Bring your curiosity; we bring the data, the reviews and a friendly crowd to think out loud with.`,
    status: "active",
    plans: [
      {
        name: "Contributor",
        description: "Monthly projects with written reviews of your analysis.",
        priceMonthly: 1500,
        trialPeriodDays: 30,
        isActive: true,
        isRecommended: true,
        features: ["A new dataset every month", "Written reviews", "Portfolio showcase"],
      },
    ],
  },
];

/** Inserts the demo incubators and their plans; an incubator whose slug already exists is left alone. */
export async function seedDemoIncubators(tx: Database): Promise<void> {
  for (const { plans, ...incubator } of DEMO_INCUBATORS) {
    const [row] = await tx
      .insert(incubators)
      .values({ ...incubator, ownerId: null })
      .onConflictDoNothing({ target: incubators.slug })
      .returning({ id: incubators.id });
    if (!row) continue;
    if (plans.length > 0) {
      await tx.insert(subscriptionPlans).values(plans.map((plan) => ({ ...plan, incubatorId: row.id })));
    }
  }
}

export const demoIncubatorsStep: SeedStep = { name: "incubators", run: seedDemoIncubators };

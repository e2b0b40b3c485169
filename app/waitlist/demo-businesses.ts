import type { PlanFormData } from "~/wizard/types";

/**
 * The three sample businesses of the waitlist's demo: complete answers as founders would give them
 * (tests/support/business-fixtures.ts reads them from here for the plan checker), three kinds of
 * business so a visitor sees the plan change with the business. The built-in planner makes their
 * plans (demo.server.ts); tests/unit/waitlist-demo.test.ts checks each against the form's rules and
 * the plan checker.
 */

export type DemoBusiness = {
  /** In the URL: /waitlist?demo=<slug>#demo. */
  slug: string;
  /** The tab's label. */
  name: string;
  /** The kind of business, in a few words. */
  kind: string;
  /** One line on who they are and what they face. */
  summary: string;
  answers: PlanFormData;
};

export const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  {
    slug: "driftcheck",
    name: "Driftcheck",
    kind: "A developer tool",
    summary: "An open-source Terraform drift CLI with a hosted paid tier, for DevOps engineers worldwide",
    answers: {
      productName: "Driftcheck",
      productWebsite: "https://driftcheck.dev",
      productType: "saas",
      productStage: "growth",
      productDescription:
        "Driftcheck is an MIT-licensed command-line tool that compares Terraform state with what is really " +
        "running in AWS, GCP and Azure and reports drift in seconds. It is already open source on GitHub with " +
        "1,400 stars. Since driftctl was archived, teams rely on Terraform Cloud or Spacelift, which are " +
        "expensive for small teams. Driftcheck Cloud, the hosted paid tier, adds scheduled scans, Slack alerts " +
        "and drift history for $29 a month per workspace.",
      audienceType: "developer",
      audienceGeography: "global",
      audiencePersona:
        "Platform, DevOps and SRE engineers aged 25-45 at startups and mid-sized companies managing 50 to 2,000 " +
        "cloud resources with Terraform. They read Hacker News, lobste.rs, r/devops and r/Terraform, watch " +
        "HashiConf and KubeCon talks, and judge a tool by its README, docs and commit activity. Most pay nothing " +
        "today and run terraform plan in CI by hand. Objections: 'terraform plan already does this', giving a " +
        "SaaS read access to cloud accounts, and open-core projects that later change licence.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["content", "community"],
      primaryGoal: "awareness",
      successMetrics: "5,000 GitHub stars and 300 weekly active CLI users (opt-in telemetry) by month six",
      challenges:
        "Few engineers know driftctl was archived, or that drift is a problem until it breaks production. We are " +
        "two engineers, and anything that looks like marketing puts developers off.",
      includeMarketingWisdom: true,
    },
  },
  {
    slug: "recalldesk",
    name: "RecallDesk",
    kind: "B2B software",
    summary: "Recall reminders and scheduling for dental front desks in the US, with no budget and four weeks",
    answers: {
      productName: "RecallDesk",
      productType: "saas",
      productStage: "beta",
      productDescription:
        "RecallDesk is a web app for the front desk of independent dental practices. It sends recall reminders " +
        "by text and email, lets patients pick a cleaning slot from a link, and fills last-minute cancellations " +
        "from a waitlist. Most practices still use Dentrix or Eaglesoft plus paper recall cards and phone calls. " +
        "Unlike Weave or Lighthouse 360, it needs no new phone system and costs $89 a month per practice, with a " +
        "free 30-day trial.",
      audienceType: "b2b-smb",
      audienceGeography: "specific-country",
      specificCountry: "United States",
      audiencePersona:
        "Office managers and front-desk coordinators at independent practices with one to four dentists, mostly " +
        "women aged 30-55 who have run the desk for years. They spend mornings phoning overdue recalls and hate " +
        "no-shows. They read Dental Economics, belong to AADOM and ask peers in Facebook groups for dental office " +
        "managers. They pay nothing beyond their practice software today. Objections: 'we already have Dentrix', " +
        "'our patients won't text', and no time to learn another tool.",
      budgetRange: "bootstrapped",
      timeHorizon: "urgent",
      skills: [],
      primaryGoal: "signups",
      successMetrics: "20 practices on a free trial within 4 weeks, and 5 of them asking for a paid plan",
      challenges: "Office managers ignore cold email; we have no marketing budget and only evenings to work on this.",
      includeMarketingWisdom: true,
    },
  },
  {
    slug: "ivy-and-ash",
    name: "Ivy & Ash",
    kind: "A local business",
    summary: "A four-chair hair salon in Hebden Bridge, West Yorkshire, with half-empty weekdays",
    answers: {
      productName: "Ivy & Ash Hair Studio",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Ivy & Ash is a four-chair hair salon on Market Street in Hebden Bridge, opened two years ago by two " +
        "stylists who trained in Leeds. We do cuts, colour, balayage and curly-hair cuts with the DevaCut method, " +
        "which nobody else offers within 20 miles. A cut and blow-dry costs £42 and balayage starts at £95. " +
        "Clients book through our Fresha page or by phone. Weekdays sit half empty while Saturdays are booked " +
        "three weeks ahead.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Hebden Bridge, West Yorkshire (with Mytholmroyd, Todmorden and Heptonstall)",
      audiencePersona:
        "Women aged 25-60 in Hebden Bridge, Mytholmroyd, Todmorden and Heptonstall: teachers, creative " +
        "freelancers, commuters to Leeds and Manchester, and retired residents. Many have curly or wavy hair and " +
        "have driven to Leeds for a curl specialist. They find services by word of mouth, the town's community " +
        "Facebook group, Instagram and Google Maps. They spend £40-£150 every six to ten weeks. Objections: " +
        "loyalty to their current stylist, price, and weekday slots clashing with work.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: [],
      primaryGoal: "revenue",
      successMetrics: "Weekday chairs 75% booked (from 50%) and monthly takings from £9,000 to £11,500 within three months",
      challenges:
        "Both of us cut hair from 9 to 6, five days a week, so marketing has to fit into an hour a week. Our " +
        "Facebook posts get likes from existing clients but rarely bring new bookings.",
      includeMarketingWisdom: true,
    },
  },
];

export const DEFAULT_DEMO = DEMO_BUSINESSES[0]!;

/** The business a ?demo= value names; anything else shows the first. */
export function demoBusiness(slug: string | null | undefined): DemoBusiness {
  return DEMO_BUSINESSES.find((b) => b.slug === slug) ?? DEFAULT_DEMO;
}

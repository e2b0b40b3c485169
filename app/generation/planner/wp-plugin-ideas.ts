import type { WpPlugin } from "~/plan-quality/wp-plugin";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a freemium WordPress plugin (Reading.wpPlugin): it gets only these. Its users judge it on
 * its WordPress.org listing and upgrade at a Pro feature, so a SaaS app's "Made with" badge on every
 * output (a credit on visitors' pages needs the site owner's opt-in), free template or comment-before-you-
 * pitch lines give way to the listing, the reviews, the Pro line and the agencies.
 */
export const WP_PLUGIN_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["software", "b2b-smb", "devtool"],
    tags: ["reviews"],
    forWpPlugin: true,
    name: "Answer the last ten 1- to 3-star reviews this week",
    description:
      "Open {product}'s reviews on WordPress.org and reply in public to the last ten under 4 stars: thank them, say what you changed or how to do it, and point Pro questions to your own help desk. People choosing a plugin read these replies before they install.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["software", "b2b-smb", "devtool"],
    tags: ["seo"],
    forWpPlugin: true,
    name: "Put \"What's free / What {wppPro} adds\" at the top of the readme",
    description:
      "Add a plain two-part list to the readme's description and one FAQ answer (\"Is the free version limited?\"), so nobody meets {wppFeatures} as a surprise. Commit it to SVN today; it is the cheapest answer to the reviews from people who felt tricked.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["software", "b2b-smb", "devtool"],
    tags: ["partnerships"],
    forWpPlugin: true,
    name: "Write to the ten customers with the most single-site licences",
    description:
      "From your licence data, find the ten customers holding the most {wppPro} licences for client sites and offer each the agency licence by email, with their unused months counted. They are the agencies who asked for lifetime deals, and the first proof of the tier.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["software", "b2b-smb", "devtool"],
    tags: ["email-marketing"],
    forWpPlugin: true,
    name: "Ask this month's lapsed licences one question",
    description:
      "Email everyone whose {wppPro} licence lapsed in the last 30 days: one line asking why they did not renew. Count the answers; the most common one is the first thing the renewal emails must answer.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * Buyers of a freemium WordPress plugin: freelance developers and agencies who build sites for clients,
 * and site owners who run their own; they search WordPress.org and Google for a job their site must do,
 * judge a plugin on its listing, reviews and support forum, install the free version, and pay for Pro
 * when a Pro feature does a job for a client.
 */
export function wpPluginTraits(p: WpPlugin): Partial<ArchetypeTraits> {
  return {
    typical: `People who build WordPress sites choose plugins on the WordPress.org listing: the short description, the screenshots, the rating, the 1-star reviews and whether the support forum answers. They install the free version, build with it, and pay for Pro when a Pro feature does a job they would otherwise code or skip${p.agencies ? "; agencies buy for many client sites and renew if the plugin keeps those sites out of trouble" : ""}.`,
    role: p.agencies ? "freelance WordPress developers and agencies who build client sites, and owners who run their own WordPress site" : "people who build and run WordPress sites",
    decides: p.agencies
      ? "a freelancer decides alone; at an agency the owner or lead developer picks the plugins the team installs on every client site; a site owner decides alone"
      : "each site builder or owner decides alone, on the listing and a test install",
    haunts: "WordPress.org (the plugin directory, reviews and support forums), Google and YouTube tutorials, WordPress newsletters and podcasts, Facebook groups for WordPress professionals, and WordCamps",
    behaviors: [
      "Searches WordPress.org and Google for the job (\"form with conditional logic\"), then compares three plugins on rating, active installs and last update",
      "Reads the 1-star reviews and how the developer replied before installing",
      "Installs the free version on a test or client site, and upgrades when a Pro feature saves a day of custom code",
      ...(p.agencies ? ["Agencies install the same plugins on every client site and want one licence and one place to manage them"] : []),
    ],
    needs: [
      "To know before installing what is free and what is Pro",
      "Support that answers within a day, and updates that keep up with WordPress releases",
      ...(p.agencies ? ["A licence for many client sites, and a clean way to hand a site over to a client"] : []),
      `Integrations with the builder and CRM they already use${p.builders.length ? ` (${p.builders.join(", ")})` : ""}`,
    ],
    pains: [
      "Plugins that hide the paid part until after the install, or fill the dashboard with banners",
      "Yearly licences that renew without warning, for sites that have closed",
      "Forms that break after an update, on a client's site",
    ],
    goals: [
      "Forms that do the job on every site without custom code",
      "Fewer plugins to manage and fewer surprises at renewal",
      "Clients who can edit their own forms after the handover without calling them",
    ],
    objections: [
      { topic: /\b(free|lifetime|once|yearly|annual|renew\w*)\b/i, text: "“Why a yearly licence when others sell lifetime deals?”" },
      { topic: /\b(nag\w*|banner\w*|upsell\w*|notice\w*)\b/i, text: "“Will the free version keep nagging me to upgrade?”" },
      { topic: /\b(price|cost|worth|pay)\b/i, text: `“Is ${p.price ? `${p.price}${p.perYear ? " a year" : ""}` : "Pro"} worth it for one site, and what about my client sites?”`, when: "price" },
      { topic: /\b(update\w*|support\w*|break\w*)\b/i, text: "“Will it still be updated and supported when the next WordPress version comes out?”" },
    ],
    buying: "Finds it by searching WordPress.org or Google for the job, or in a tutorial or a round-up; reads the listing, the reviews and the support forum; installs the free version; meets a Pro feature in the editor or a tutorial when a client needs it; buys a yearly licence (or an agency licence for client sites), and renews if it kept those sites working.",
  };
}

/** The Marketing Model's examples for a freemium WordPress plugin: the job done without code, the listing, the Pro line. */
export function wpPluginExamples(p: WpPlugin): Partial<Examples> {
  return {
    desire: "“A quote form that asks only what matters for each job, built in ten minutes in {product}, without a line of code.”",
    identity: p.agencies ? "WordPress freelancers and agencies who build client sites properly and stand behind them" : "people who build their own WordPress site properly",
    urgency: "“{wppPro}'s agency licence is {{agency price}} a year until {{date}}: one licence for all your client sites.”",
    transform: "“I used to write custom code for every client's quote form. Now I build it in {product} and hand it over the same day.”",
    proof: `“${p.installs ? `${p.installs.toLocaleString("en-US")} sites` : "{{number}} sites"} run {product} (active installs on WordPress.org); {{a reviewer's name}} on WordPress.org: ‘{{what they wrote}}’.”`,
    journey: "“Install {product} free from WordPress.org, build your first form in five minutes, and add {wppPro} when a client needs {{the Pro feature}}.”",
    position: "“For people who build WordPress sites for clients, {product} is the form builder whose free version is free for good; {wppPro} adds {wppFeatures}.”",
  };
}

/** Where the Marketing Model says each engine is used, for a freemium WordPress plugin. */
export const WP_PLUGIN_EMOTION_USE = "the readme's first lines, the screenshots' captions, the first line of every tutorial and the Pro panels in the editor";
export const WP_PLUGIN_LOGIC_USE = "in the readme's free/Pro section and FAQ, on the Pro and agency pages, and in the renewal emails";

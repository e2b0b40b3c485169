import type { WpPlugin } from "~/plan-quality/wp-plugin";

/**
 * The view's fixed texts for a freemium WordPress plugin (free on WordPress.org, a yearly Pro licence):
 * the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its users judge it on
 * the WordPress.org listing and upgrade at a Pro feature, so nothing here speaks of app-store pages,
 * launch days or "Made with" badges on visitors' pages. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function wpPluginToolkit(p: WpPlugin): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const builders = p.builders.length ? p.builders.join(" and ") : "Elementor and the block editor";
  const crms = p.crms.length ? p.crms.join(" and ") : "the CRMs your users name";
  return {
    "Direct Outreach": [
      "Answer people where they ask how to make a form do something: the WordPress.org support forums (your own and the general ones), Facebook groups for WordPress professionals, and questions under tutorials. Answer the question first, with the free way where there is one, and say you make {product}.",
      "Answer five public questions this week about WordPress forms, each with a real answer, and note which ones a tutorial should cover.",
    ],
    "Integration Marketing": [
      `Be native where the forms are built and where the entries go: a block and a widget that feel part of ${builders}, and integrations with ${crms} listed in their directories with a setup guide on both sides.`,
      "Ask your Pro users in one email which builder and CRM they use, and start with the one most of them name.",
    ],
    "Launch Stacking": [
      "Give each release its own small moment: the changelog in the readme, a tutorial for the new feature, a note to WordPress newsletters that take news, an email to Pro customers and affiliates, all in the same week.",
      "Pick the next release's week and line up its changelog, one tutorial, two news tips and the email to Pro customers.",
    ],
    "Indirect Competitors": [
      "People leaving another form plugin say why in its reviews and support forum: missing features, prompts that nag, prices that jumped. Those are the searches and the FAQ answers to write, fairly and without naming anyone you have not checked.",
      "Read the last 30 1- to 3-star reviews of the three form plugins your users came from, and note the three complaints {product} answers.",
    ],
    Partnerships: [
      "Team up with plugins and themes your users install next to yours (not rivals), hosting companies that recommend plugins to new sites, and WordPress educators: a joint tutorial, a mention in each other's onboarding, a bundle whose terms you have checked.",
      "Write to two plugin makers whose users build forms with {product} and propose a joint tutorial.",
    ],
    "Power Users": [
      "Agencies that run {product} on dozens of client sites are your testers, your case studies and your affiliates: give them betas, a direct line and credit in the changelog.",
      "Invite the ten customers with the most sites to test the next release and to tell you what their clients ask for.",
    ],
  };
}

/** Success tips: the daily forum slot, the Friday count of licences, renewals and reviews. */
export function wpPluginTips(p: WpPlugin, slot: string): string[] {
  return [
    `Keep ${slot} at the same time each week, and give the first weeks to the listing, the review replies and the Pro panels: every other tactic sends people to them.`,
    "Answer the WordPress.org support forum every working day, even when you do nothing else: the resolved-threads count and your replies to reviews are read by everyone deciding whether to install.",
    p.perYear
      ? "Count renewals and lapses separately from new licences, every month, by tier: a point of renewal kept is a licence you do not have to sell again."
      : "Count licences from agencies separately from single sites, and ask every customer who leaves why.",
    "Every Friday, count new Pro licences by source (listing, tutorials, integrations, affiliates, newsletters), and give each new idea a month before you judge it.",
  ];
}

/** The Marketing Model's how-to lines for a freemium WordPress plugin: where each lever goes in the listing, the editor and the emails. */
export const WP_PLUGIN_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the readme, each tutorial and each Pro panel with the job done (the finished form, the client happy), in the words site builders use in the support forum, not a list of features.",
  identity:
    "Name who it is for (freelancers and agencies who build client sites, owners who run their own) and show their forms and their words, with permission. Saying who needs only the free version sharpens it.",
  urgency:
    "Tie every ask to a real limit: a client's deadline, a release date, an agency price until a date. Never invent scarcity or nag; WordPress users talk to each other in reviews.",
  transform:
    "Show the before-and-after: the custom code or three plugins they used before, and the same form built with the plugin in ten minutes, as screenshots or a short recording.",
  position:
    "Write one line: \"For [people] who [job], [plugin] is the [kind of plugin] that [key difference]; its free version is free for good\". Put it in the readme, on the Pro page and in every tutorial.",
  clarity:
    "Test the readme's short description on five site builders. If they cannot say what is free and what is Pro after reading the listing, rewrite it until they can.",
  proof:
    "Collect one review, one number and one screenshot for every claim: a WordPress.org review with its star rating, active installs, a client form built with it. Keep review quotes exact.",
  journey:
    "Walk the steps from a search to a renewal: the listing, the install, the first form, the Pro panel, the checkout, the licence key, the renewal reminder. Remove one click or surprise at every step.",
};

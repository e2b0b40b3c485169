import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { clinicWordOf } from "~/plan-quality/clinic";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Two health practices people register with or book a course of care at. Greenway Vets: a new independent
 * vet practice in Didsbury, Manchester (cats, dogs, rabbits, 20-minute appointments, a £14 a month health
 * plan, about 120 pets registered), a chain across town with a health plan, 800 registered pets and 150
 * health plans by June. Riverside Physio: a one-physio sports and back-pain clinic in Boise, Idaho ($110 for
 * 45 minutes, most insurance not accepted, superbills), Monday and Wednesday mornings empty, $300 a month,
 * no TikTok dances, 25 new patients a month by March. Both used to get a shop's or a salon's plan (a card by
 * the till, regulars, gift vouchers, "Shall I put you in for the same time in weeks?"). Each test reads what
 * its founder would read in a plan made on Monday 4 January 2027.
 */

const vetAnswers = fixture("didsbury-vet-practice").answers;
const physioAnswers = fixture("boise-physio-quiet-mornings").answers;

function made(answers: typeof vetAnswers) {
  const reading = readAnswers(answers, FIXED_PLAN_DAY);
  const plan = buildPlan(answers, FIXED_PLAN_DAY);
  const markdown = planToMarkdown(plan, buildProfile(answers), answers, FIXED_PLAN_DAY);
  const names = plan.tactics.map((t) => t.name);
  const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");
  return { reading, plan, markdown, names, tacticText };
}

const vet = made(vetAnswers);
const physio = made(physioAnswers);

/** What a shop's or a salon's plan says that means nothing to a practice. */
const SHOP_LINES = /\bby the till\b|\bat the till\b|\bregulars\b|\bstamp cards?\b|\bgift vouchers?\b|\bthe weekday extra\b|\bsame time in \{\{weeks\}\} weeks\b|\bshop window\b|\bHelp local schools and clubs raise money\b|\bBring-a-neighbour\b/i;

describe("reading a health practice", () => {
  it("reads the vet practice, its health plan, the pets it has and the goal", () => {
    expect(vet.reading.kind).toBe("local");
    expect(vet.reading.clinic).toMatchObject({
      care: "vet",
      word: "vet practice",
      animals: "cats, dogs and rabbits",
      minutes: 20,
      symbol: "£",
      planPrice: 14,
      pets: 120,
      goalPets: 800,
      goalPlans: 150,
      byMonth: "June",
      rivalPlan: true,
      uk: true,
    });
    // £14 is the plan's monthly price, not an appointment's.
    expect(vet.reading.clinic?.price).toBeNull();
  });

  it("reads the physio, its price, the empty mornings, how patients pay and the state", () => {
    expect(physio.reading.clinic).toMatchObject({
      care: "body",
      word: "physio clinic",
      price: 110,
      minutes: 45,
      symbol: "$",
      goalNewPerMonth: 25,
      byMonth: "March",
      quiet: "Monday and Wednesday mornings",
      noInsurance: true,
      superbills: true,
      us: true,
      state: "Idaho",
    });
    expect(physio.reading.planWeeks).toBe(8);
  });

  it("recognises osteopaths and chiropractors, and not software for practices or online sessions", () => {
    expect(clinicWordOf("An osteopath's practice in Bath, two rooms.")).toMatchObject({ care: "body", practitioner: "osteopath" });
    expect(clinicWordOf("A chiropractic clinic in Denver.")).toMatchObject({ care: "body", practitioner: "chiropractor" });
    expect(clinicWordOf("A veterinary hospital for dogs and cats in Leeds.")).toMatchObject({ care: "vet" });
    expect(clinicWordOf("Booking software for physio clinics and vet practices.")).toBeNull();
    expect(clinicWordOf("Online physiotherapy sessions by video for desk workers.")).toBeNull();
    expect(clinicWordOf("A hair salon in Hebden Bridge.")).toBeNull();
  });

  it("fires for no other fixture, the salon and the dog groomer included", () => {
    const others = BUSINESS_FIXTURES.filter((f) => !["didsbury-vet-practice", "boise-physio-quiet-mornings", "harrogate-dental-practice"].includes(f.id));
    expect(others.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).clinic !== null).map((f) => f.id)).toEqual([]);
  });
});

describe("Greenway Vets' plan", () => {
  it("registers new pets through partners, a nurse check, the health plan in money terms, puppy parties and reviews", () => {
    expect(vet.names).toEqual([
      "New-pet registration with a free nurse check and a puppy or kitten pack",
      "Referral partners who see the same animals first",
      "Google Business Profile and one page for each thing people search for",
      "Introduce the new practice in the neighbourhood's Facebook groups and local magazines",
      "The health plan in money terms: £14 a month (£168 a year) against paying visit by visit",
      "Puppy parties and an open evening to meet the team",
      "Honest Google reviews, asked for and answered the way the rules allow",
    ]);
    expect(vet.tacticText).toContain("breeders, rescue centres, groomers, pet shops, dog walkers and puppy-class trainers");
    expect(vet.tacticText).toContain("'vet in Didsbury'");
    expect(vet.tacticText).toContain("the health plan is not pet insurance");
    // What the answers already say is written in, not left as a blank: the animals, the appointments, what the plan covers.
    expect(vet.tacticText).toContain("New to the area, or a new kitten, puppy or rabbit? Register at Greenway Vets in Didsbury");
    expect(vet.tacticText).toContain("Greenway Vets is a vet practice in Didsbury. Every appointment is 20 minutes long");
    expect(vet.tacticText).toContain("What's included: vaccinations, flea and worm treatment and two health checks a year.");
  });

  it("states the goal's arithmetic and answers the chain's health plan", () => {
    expect(vet.markdown).toContain("800 registered pets by June is 680 more than the 120 registered today, about 31 new pets a week over the 22 weeks to your deadline");
    expect(vet.markdown).toContain("150 health plans is about one pet in five on the plan, £2,100 a month coming in");
    expect(vet.markdown).toContain("You said the chain across town has a health plan: so does yours, at £14 a month (£168 a year)");
  });

  it("words the RCVS code and confidentiality as things to check", () => {
    expect(vet.tacticText).toContain("check the RCVS Code of Professional Conduct's guidance on advertising and publicity");
    expect(vet.tacticText).toContain("never discuss the pet, its treatment or the bill in public");
  });

  it("has none of the shop's or salon's lines it used to get, anywhere in the plan", () => {
    expect(vet.markdown).not.toMatch(SHOP_LINES);
    expect(vet.markdown).toContain("A welcome card in every rescue pet's going-home pack");
    expect(vet.markdown).toContain("Talk to the people who meet new owners first: breeders with a litter due");
    expect(vet.markdown).toContain("Count registrations, nurse checks and health plans every Friday");
    expect(vet.markdown).toContain("Greenway Vets is the independent vet practice with time to explain");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(vetAnswers, vet.plan, vet.reading)).toEqual([]);
  });
});

describe("Riverside Physio's plan", () => {
  it("fills the empty mornings with a free injury check, partners, searches, a plan of care, reviews and talks", () => {
    expect(physio.names).toEqual([
      "A free 15-minute injury check on Monday and Wednesday mornings",
      "Referral partners who see the same injuries first",
      "Google Business Profile and one page for each thing people search for",
      "A written plan of care, with the next session booked for a clinical reason",
      "Honest Google reviews, asked for and answered the way the rules allow",
      "Talks at run clubs and workplaces: running injuries and desk backs",
    ]);
    expect(physio.tacticText).toContain("running and bike shops, run clubs, coaches and personal trainers, chiropractors and massage therapists, and doctors where their rules allow");
    expect(physio.tacticText).toContain("'physio for runner's knee in Boise'");
    expect(physio.tacticText).toContain("desk backs");
    expect(physio.tacticText).toContain("Riverside Physio is a physio clinic in Boise. Every session is 45 minutes, one to one with your physio.");
    expect(physio.markdown).toContain("put off booking a session at $110 for 45 minutes");
    expect(physio.tacticText).not.toMatch(/\btiktok\b/i);
  });

  it("frames the next session clinically and says how paying works with superbills", () => {
    expect(physio.tacticText).toContain("saying what it is for ('to check the knee takes load before you run again')");
    expect(physio.tacticText).toContain("we give you a superbill to claim back from your insurer");
    expect(physio.tacticText).toContain("often an eligible expense for an HSA or FSA (check with your plan)");
    expect(physio.markdown).toContain("25 new patients a month by March is about six a week");
  });

  it("words HIPAA and the Idaho board's rules as things to check, and promises no outcome", () => {
    expect(physio.tacticText).toContain("never confirm or hint that the reviewer is a patient");
    expect(physio.tacticText).toContain("(check with whoever advises you on HIPAA)");
    expect(physio.tacticText).toContain("Check the Idaho physical therapy board's rules on advertising and testimonials");
    expect(physio.tacticText).toContain("We can't discuss anyone's care here");
  });

  it("has none of the shop's or salon's lines it used to get, anywhere in the plan", () => {
    expect(physio.markdown).not.toMatch(SHOP_LINES);
    expect(physio.markdown).toContain("A free-check card on the counter of two running shops");
    expect(physio.markdown).toContain("Count new patients every Friday by who sent them");
    expect(physio.markdown).toContain("Riverside Physio is a one-physio sports and back-pain clinic in Boise, Idaho.");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(physioAnswers, physio.plan, physio.reading)).toEqual([]);
  });
});

describe("the AI prompt and the checker on a health practice", () => {
  it("tells the AI what a vet practice and a physio's plan are made of", () => {
    const vetPrompt = promptText(vetAnswers);
    expect(vetPrompt).toContain("A vet practice, a health practice people register their pets with, not an app, a shop or a salon");
    expect(vetPrompt).toContain("the health plan (£14 a month (£168 a year)) explained in money terms against paying visit by visit");
    const physioPrompt = promptText(physioAnswers);
    expect(physioPrompt).toContain("under HIPAA a reply can disclose health information");
    expect(physioPrompt).toContain("The founder says Monday and Wednesday mornings are empty");
  });

  it("flags the salon's plan Riverside Physio used to get", () => {
    const salonPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Fill the quiet weekday slots", description: "Ask at the desk: 'Shall I put you in for the same time in {{weeks}} weeks?' with the weekday extra." }),
        checkedTactic({ name: "Gift vouchers for birthdays", description: "Sell gift vouchers by the till." }),
        checkedTactic({ name: "Ask every regular for an honest Google review", description: "A card by the till, and reply to every review within two days." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(physioAnswers, salonPlan, physio.reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const planReasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(planReasons).toContain("no tactic works with them");
    expect(planReasons).toContain("under HIPAA a reply must never confirm that the reviewer is a patient");
    expect(planReasons).toContain("You said Monday and Wednesday mornings are empty, and no tactic fills them");
  });

  it("flags a vet's plan that leaves the health plan unexplained, and a promised outcome", () => {
    const thin: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Partners", description: "Visit breeders and rescue centres with cards." }),
        checkedTactic({ name: "Testimonials", description: "Put up a testimonial: guaranteed results for every pet." }),
      ],
      timeline: [],
    };
    const reasons = checkPlanQuality(vetAnswers, thin, vet.reading).map((f) => f.reason).join("\n");
    expect(reasons).toContain("no tactic explains the plan in money terms");
    expect(reasons).toContain("\"guaranteed results\" promises an outcome");
  });

  it("leaves the salon's own rebooking alone", () => {
    const salon = buildPlan(fixture("smalltown-salon").answers, FIXED_PLAN_DAY);
    expect(readAnswers(fixture("smalltown-salon").answers, FIXED_PLAN_DAY).clinic).toBeNull();
    expect(checkPlanQuality(fixture("smalltown-salon").answers, salon)).toEqual([]);
  });
});

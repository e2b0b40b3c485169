import type { GuerrillaIdea } from "./guerrilla";

/**
 * Quick wins for an app for young children bought by their parents (Reading.youngChildren): it gets only
 * these. Share cards, challenges with creators and video replies would be aimed at the children; the
 * parents, the teachers and the school calendar are who these reach.
 */
export const YOUNG_CHILDREN_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["consumer-app"],
    tags: ["partnerships"],
    forYoungChildren: true,
    name: "A free term for one class, and a note home if the teacher likes it",
    description:
      "Offer one teacher of children aged {ycAges} free use of {product} for their class this term, for honest feedback. If it helps, the teacher's note home does more than any advert.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["app-store"],
    forYoungChildren: true,
    name: "Put 'what is never inside' in the first store screenshot",
    description:
      "Make the first store screenshot of {product} say what a parent worries about first: no adverts, no chat with strangers, no purchases without a grown-up. It answers the question every parent asks before the child sees it.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["email-marketing"],
    forYoungChildren: true,
    name: "Ask parents who cancelled one question",
    description:
      "Email every parent who cancelled {product} in the last month one question: what happened at home? Their answers tell you whether the child lost interest, the price was wrong or something else, and some come back when you fix it.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["newsletter"],
    forYoungChildren: true,
    name: "A paragraph for the school newsletter before the next term",
    description:
      "Write a short paragraph any school can print in its newsletter to parents: five things that help with {ycSkill} at home, and one line on {product} with the {ycTrial}. Offer it to the schools where you know a teacher; useful first, an advert second.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

import { answers } from "./answers";
import { Jar } from "./remix";

/** Step 4's own fields as its form posts them (the checkbox's hidden "false" before the box). */
export const STEP4_FIELDS = {
  primaryGoal: answers.primaryGoal,
  successMetrics: answers.successMetrics,
  challenges: answers.challenges,
  includeMarketingWisdom: ["false", "true"],
};

/** A visitor whose session holds steps 1 to 3 (and step 4's answers), as if they had filled them in. */
export async function visitorAtStep4(): Promise<{ jar: Jar; visitorId: string }> {
  const sessions = await import("../../app/session.server");
  const wizard = await import("../../app/wizard/answers.server");
  const jar = new Jar();
  const request = jar.get("/");
  const session = await sessions.getSession(request);
  wizard.saveAnswers(session, answers);
  const visitorId = sessions.visitorIdOf(session);
  jar.take(await sessions.commitSession(request, session));
  return { jar, visitorId };
}

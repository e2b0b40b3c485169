/** The hidden field that carries a form's submission key (made by its loader; see submissions.server.ts). */
export const SUBMISSION_FIELD = "submissionKey";

/** The form's submission key, sent with it so that a resend does the work only once. */
export function SubmissionKeyInput({ value }: { value: string }) {
  return <input type="hidden" name={SUBMISSION_FIELD} value={value} />;
}

/** What the app says when the network is gone (issue 15, item 2). Exact texts: tests read them. */
export const OFFLINE_MESSAGES = {
  /** A step of the plan form (or step 4) sent while offline: held in the page, sent on reconnect. */
  answers: "You're offline: your answers are safe; we'll send them when you're back",
  /** The waitlist, sign-up or sign-in form sent while offline: held in the page, sent on reconnect. */
  typed: "You're offline: what you typed is safe; we'll send it when you're back",
  /** Save Plan pressed while offline. */
  save: "You're offline: your plan is not saved yet; we'll save it when you're back, or press Save Plan again",
  /** The loading screen while the connection is gone. */
  polling: "You're offline: your plan is still being made; we'll check on it again when you're back",
} as const;

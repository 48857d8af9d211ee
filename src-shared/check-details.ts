/**
 * The `detail` the server records for a check a clerk may go on with: the history shows it in
 * the user's language with the counter's own verdict titles, and the staff report counts every
 * other check as a refusal. One definition for the server that writes it and the app that
 * reads it; every such detail starts with CHECK_PASSED.
 */
export const CHECK_PASSED = 'Can be consumed';

/** Ready: hand it out. */
export const CHECK_READY = `${CHECK_PASSED}.`;

/** Unused and of this store, but not prepared yet: the counter says fetch it first. */
export const CHECK_NOT_PREPARED = `${CHECK_PASSED}; not prepared yet.`;

/** A restore refused or failed for a reason its operator can act on: the message says what and what to do. */
export class RestoreError extends Error {}

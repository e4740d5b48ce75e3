/**
 * A mailto address as one recipient (RFC 6068): what an address may hold and a URL would read as its
 * own parts (`?`, `&`, `#`, `%`, spaces) is percent-encoded, so `a?bcc=b@x` cannot add a recipient.
 */
export const mailtoAddress = (email: string): string =>
  email.replace(/[^A-Za-z0-9@._+-]/g, (ch) => encodeURIComponent(ch));

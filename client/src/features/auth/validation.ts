// Spec §5 (non-space text, an at sign, text, a dot, text), with one at sign as the server's rule has it
// (common/text/text-rules.ts), so `a@b@c.pl` is refused here too. The server's other rules (an ASCII
// local part, a Unicode domain stored as punycode, the length) answer with their own reason codes.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 1;

/** Passwords are counted in Unicode code points, as the server counts them (an emoji is one). */
export const passwordLength = (password: string) => [...password].length;

export const isValidEmail = (email: string) => EMAIL.test(email);
export const isValidName = (name: string) => name.trim().length >= NAME_MIN;

// Spec §5 and §9: the client's rules match the server's, so a valid form is never refused for its shape.
const EMAIL = /^\S+@\S+\.\S+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 1;

/** Passwords are counted in Unicode code points, as the server counts them (an emoji is one). */
export const passwordLength = (password: string) => [...password].length;

export const isValidEmail = (email: string) => EMAIL.test(email);
export const isValidPassword = (password: string) =>
  passwordLength(password) >= PASSWORD_MIN && passwordLength(password) <= PASSWORD_MAX;
export const isValidName = (name: string) => name.trim().length >= NAME_MIN;

// Spec §5 and §9: the client's rules match the server's, so a valid form is never refused for its shape.
const EMAIL = /^\S+@\S+\.\S+$/;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 1;

export const isValidEmail = (email: string) => EMAIL.test(email);
export const isValidPassword = (password: string) => password.length >= PASSWORD_MIN;
export const isValidName = (name: string) => name.trim().length >= NAME_MIN;

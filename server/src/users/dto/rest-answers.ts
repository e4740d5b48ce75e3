import { IsArray, IsBoolean, IsEmail, IsInt, IsObject, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** Spec §7, POST /api/login. */
@JSONSchema({
  examples: [{ token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjIsInZlciI6MH0.c2lnbmF0dXJl' }],
})
export class TokenAnswer {
  /** A JWT to send as `Authorization: Bearer <token>` (seven days). */
  @IsString()
  token: string;
}

/** Spec §7, GET /api/info: who the token belongs to (and, for the account page and forms, its e-mail). */
@JSONSchema({ examples: [{ id: 2, name: 'Anna', isAdmin: false, email: 'anna@example.com' }] })
export class UserInfoAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;

  @IsBoolean()
  isAdmin: boolean;

  @IsEmail()
  email: string;
}

/** The account routes' answer: the account, and whether its address was confirmed by a mailed link. */
@JSONSchema({
  examples: [{ id: 2, name: 'Anna', isAdmin: false, email: 'anna@example.com', emailConfirmed: true }],
})
export class AccountAnswer extends UserInfoAnswer {
  /** Whether a link mailed to the e-mail was followed: an order placed signed in with it holds its piece at once. */
  @IsBoolean()
  emailConfirmed: boolean;
}

/** POST /api/register: the new account, already signed in. */
@JSONSchema({
  examples: [
    {
      id: 2,
      name: 'Anna',
      isAdmin: false,
      email: 'anna@example.com',
      token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjIsInZlciI6MH0.c2lnbmF0dXJl',
    },
  ],
})
export class RegisterAnswer extends UserInfoAnswer {
  @IsString()
  token: string;
}

/** Spec §7, GET /api/admin/users: one account. */
@JSONSchema({ examples: [{ id: 2, name: 'Anna', isAdmin: false, email: 'anna@example.com' }] })
export class UserAnswer extends UserInfoAnswer {
  @IsEmail()
  declare email: string;
}

export const EMAIL_CONFIRMATION_MESSAGE =
  'A link to confirm your address is on its way to it, unless it is confirmed already; it works for 24 hours.';

export const EMAIL_CHANGE_MESSAGE =
  'A link to confirm the new address is on its way to it; it works for 24 hours. The e-mail changes only when it is followed.';

/** POST /api/account/email: the link is on its way. */
@JSONSchema({ examples: [{ message: EMAIL_CHANGE_MESSAGE }] })
export class EmailChangeAnswer {
  @IsString()
  message: string;
}

/** POST /api/account/email-confirmation: the link is on its way. */
@JSONSchema({ examples: [{ message: EMAIL_CONFIRMATION_MESSAGE }] })
export class EmailConfirmationAnswer {
  @IsString()
  message: string;
}

/** GET /api/account/export: everything the shop keeps about the account. */
@JSONSchema({
  examples: [
    {
      exportedAt: '2026-11-27T20:15:00.000Z',
      account: {
        id: 2,
        email: 'anna@example.com',
        name: 'Anna',
        isAdmin: false,
        emailConfirmedAt: '2026-10-01T09:05:00.000Z',
        createdAt: '2026-10-01T09:00:00.000Z',
      },
      favourites: [{ productId: 7, productName: 'Kolczyki Morskie', addedAt: '2026-10-02T10:00:00.000Z' }],
      ratings: [
        { productId: 7, productName: 'Kolczyki Morskie', rating: 5, ratedAt: '2026-10-02T10:01:00.000Z' },
      ],
      comments: [
        {
          id: 41,
          content: 'Beautiful colours!',
          productId: 7,
          publicationId: null,
          createdAt: '2026-10-02T10:02:00.000Z',
        },
      ],
      votes: [{ commentId: 40, liked: true, votedAt: '2026-10-02T10:03:00.000Z' }],
      enquiries: [
        {
          id: 3,
          productId: 7,
          name: 'Anna',
          email: 'anna@example.com',
          message: 'Could you make them in green?',
          state: 'answered',
          createdAt: '2026-10-03T08:00:00.000Z',
        },
      ],
    },
  ],
})
export class AccountExportAnswer {
  /** When the copy was made (UTC). */
  @IsString()
  exportedAt: string;

  /** The account: id, email, name, isAdmin, emailConfirmedAt (null until a mailed link confirmed the address), createdAt. */
  @IsObject()
  account: object;

  /** The pieces marked as favourites: productId, productName, addedAt. */
  @IsArray()
  favourites: object[];

  /** The ratings given: productId, productName, rating (1 to 5), ratedAt. */
  @IsArray()
  ratings: object[];

  /** The comments written: id, content, productId or publicationId, createdAt. */
  @IsArray()
  comments: object[];

  /** The likes and dislikes given to comments: commentId, liked, votedAt. */
  @IsArray()
  votes: object[];

  /** The enquiries sent while signed in: id, productId, name, email, message, state, createdAt. */
  @IsArray()
  enquiries: object[];
}

export const PASSWORD_RESET_MESSAGE =
  'If an account has this address, a link to set a new password is on its way; it works for 30 minutes.';

/** POST /api/password-reset: the one answer for every address. */
@JSONSchema({ examples: [{ message: PASSWORD_RESET_MESSAGE }] })
export class PasswordResetAnswer {
  @IsString()
  message: string;
}

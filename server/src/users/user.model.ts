import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../common/pagination/paginated';

@ObjectType({ description: 'A registered account as the admin panel lists it' })
export class User {
  @Field(() => Int, { description: "The account's id" })
  id: number;

  @Field({ description: 'The e-mail it signs in with (lower case)' })
  email: string;

  @Field({ description: 'The name shown with its comments' })
  name: string;

  @Field({ description: 'Whether it may run the catalogue, the blog and the users (the admin flag)' })
  isAdmin: boolean;
}

@ObjectType({ description: 'The signed-in user as the client shell needs it' })
export class UserInfo {
  @Field(() => Int, { description: "The account's id" })
  id: number;

  @Field({ description: 'The name shown with its comments and in the greeting' })
  name: string;

  @Field({ description: 'Whether it is an admin, as the database has it now' })
  isAdmin: boolean;

  @Field({
    description:
      'The e-mail it signs in with (lower case): the account page shows it, and the enquiry forms fill it in',
  })
  email: string;

  @Field({
    description:
      'Whether a link mailed to that e-mail was followed (requestEmailConfirmation, or an e-mail change): an order placed signed in with it holds its piece at once',
  })
  emailConfirmed: boolean;
}

@ObjectType({ description: 'A signed-in session: the token to send and whose it is' })
export class AuthPayload {
  @Field({
    description:
      'A JWT to send as `Authorization: Bearer <token>`, valid for 7 days (until logoutEverywhere or a demotion)',
  })
  token: string;

  @Field(() => UserInfo, { description: 'The account signed in' })
  user: UserInfo;
}

@ObjectType({ description: 'One page of the accounts, oldest first, and how many there are' })
export class UserPage extends Paginated(User) {}

import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../common/pagination/paginated';

@ObjectType({ description: 'A registered account as the admin panel lists it' })
export class User {
  @Field(() => Int)
  id: number;

  @Field()
  email: string;

  @Field()
  name: string;

  @Field()
  isAdmin: boolean;
}

@ObjectType({ description: 'The signed-in user as the client shell needs it' })
export class UserInfo {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field()
  isAdmin: boolean;
}

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Bearer token, valid for 7 days' })
  token: string;

  @Field(() => UserInfo)
  user: UserInfo;
}

@ObjectType()
export class UserPage extends Paginated(User) {}

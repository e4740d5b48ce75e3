import { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';

/** One page of a list and the length of the whole list (the client shows "load more" while items < total). */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The GraphQL type of a page of `item`s: `class UserPage extends Paginated(User) {}` gives
 * `type UserPage { items: [User!]! total: Int! }`. `itemsField` names the list in GraphQL where a
 * list has its own word (spec §7's `products`); services still answer `items`.
 */
export function Paginated<T>(item: Type<T>, itemsField = 'items') {
  @ObjectType({ isAbstract: true })
  abstract class PageType implements Page<T> {
    @Field(() => [item], { name: itemsField, description: "This page's items, in the list's order" })
    items: T[];

    @Field(() => Int, { description: 'Items in the whole list' })
    total: number;
  }
  return PageType;
}

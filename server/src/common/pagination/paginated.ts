import { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';

/** One page of a list and the length of the whole list (the client shows "load more" while items < total). */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The GraphQL type of a page of `item`s: `class ProductPage extends Paginated(Product) {}` gives
 * `type ProductPage { items: [Product!]! total: Int! }`.
 */
export function Paginated<T>(item: Type<T>) {
  @ObjectType({ isAbstract: true })
  abstract class PageType implements Page<T> {
    @Field(() => [item])
    items: T[];

    @Field(() => Int, { description: 'Items in the whole list' })
    total: number;
  }
  return PageType;
}

import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../context/request-context';
import { OrderedSources } from '../ordered-sources';

/** Until when a piece is held for a buyer who has not paid yet, or null. */
export type HoldReader = (ctx: RequestContext, productId: number) => Promise<Date | null>;

/**
 * Whether a piece is reserved, for the catalogue's pages, which read no order: the domain that holds
 * pieces (orders) provides the reader when its module starts; without one nothing is held.
 */
@Injectable()
export class PieceHolds {
  private readonly readers = new OrderedSources<HoldReader>();

  provide(reader: HoldReader): void {
    this.readers.add(0, reader);
  }

  async until(ctx: RequestContext, productId: number): Promise<Date | null> {
    const answers = await this.readers.collect((reader) => reader(ctx, productId));
    return answers.find((answer) => answer !== null) ?? null;
  }
}

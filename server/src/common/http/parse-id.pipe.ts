import { Injectable, PipeTransform } from '@nestjs/common';
import { badInput } from '../errors/app-error';

/** A path id: a positive integer that fits PostgreSQL's integer column, in its one decimal spelling (no `01`, `1.0`, `0x1`). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      throw badInput('Invalid id', { id: ['INVALID_VALUE'] });
    return id;
  }
}

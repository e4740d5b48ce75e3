import { Injectable, PipeTransform } from '@nestjs/common';
import { badInput } from '../errors/app-error';

/** A path id: a positive integer that fits PostgreSQL's integer column. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[0-9]{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw badInput('Invalid id', { id: ['INVALID_VALUE'] });
    return id;
  }
}

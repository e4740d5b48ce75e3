import { Injectable, PipeTransform } from '@nestjs/common';
import { badInput } from '../../common/errors/app-error';

export const MAX_RANDOM_IMAGES = 20;

/** How many random pictures: 1 to 20, 6 when not given. */
@Injectable()
export class ParseCountPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    if (value === undefined || value === '') return 6;
    const count =
      typeof value === 'number' ? value : /^[0-9]{1,3}$/.test(String(value)) ? Number(value) : NaN;
    if (!Number.isInteger(count) || count < 1 || count > MAX_RANDOM_IMAGES)
      throw badInput(`count must be 1 to ${MAX_RANDOM_IMAGES}`, { count: ['INVALID_VALUE'] });
    return count;
  }
}

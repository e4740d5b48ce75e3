import { applyDecorators } from '@nestjs/common';
import { Field } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsDate, IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** An ISO 8601 time becomes a Date (an unreadable one an Invalid Date, refused); '' becomes null (no time). */
const toDate = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : new Date(value)) : value;

/**
 * `publishAt` of a piece's or a post's input, on both APIs: when it goes public by itself.
 * Left out, it stays as it is; null (or '' in a form) clears it.
 */
export const PublishAtField = (description: string) =>
  applyDecorators(
    Field(() => Date, { nullable: true, description }),
    IsOptional(),
    Transform(toDate),
    IsDate({ message: 'INVALID_VALUE' }),
    // Replaces what IsDate would say (a date or a date-time): a time, or null.
    JSONSchema(() => ({
      type: ['string', 'null'],
      format: 'date-time',
      description,
      examples: ['2026-12-01T08:00:00.000Z'],
    })),
  );

export const PUBLISH_AT_NEW =
  'Optional: when it goes public by itself (ISO 8601, UTC or with an offset, e.g. 2026-12-01T08:00:00Z). Until then only admins see it, as a draft; from then on everyone, unless it is a draft. Left out or null: no such time';
export const PUBLISH_AT_EDIT =
  'Optional: when it goes public by itself (ISO 8601, e.g. 2026-12-01T08:00:00Z). Until then only admins see it, as a draft; from then on everyone, unless it is a draft. null (or an empty text) clears it; left out, it stays as it is';

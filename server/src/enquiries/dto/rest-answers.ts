import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  ValidateNested,
} from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** POST /api/enquiries and /api/products/{id}/enquiries. */
@JSONSchema({ examples: [{ received: true }] })
export class EnquiryReceipt {
  /** Always true: the maker has it, and a copy is on its way to the customer. */
  @IsBoolean()
  received: boolean;
}

@JSONSchema({
  examples: [{ id: 12, name: 'Kolczyki Aurora', photoUrl: '/uploads/products/aurora-320.webp' }],
})
export class EnquiryPieceAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;

  /** Its first photo in the smallest stored size (WebP); null when it has none. */
  @IsOptional()
  @IsString()
  @JSONSchema({ type: ['string', 'null'] })
  photoUrl: string | null;
}

const EXAMPLE = {
  id: 3,
  piece: { id: 12, name: 'Kolczyki Aurora', photoUrl: '/uploads/products/aurora-320.webp' },
  name: 'Anna',
  email: 'anna@example.com',
  message: 'Could these be made in navy blue?',
  state: 'NEW',
  language: 'en',
  createdAt: '2026-11-27T10:00:00.000Z',
};

/** GET /api/admin/enquiries: one enquiry. */
@JSONSchema({ examples: [EXAMPLE] })
export class EnquiryAnswer {
  @IsInt()
  id: number;

  /** The piece asked about; null for a general enquiry or a piece since deleted. */
  @IsOptional()
  @ValidateNested()
  @Type(() => EnquiryPieceAnswer)
  // The piece's schema or null: a type beside a $ref is no alternative to it (the validators follow the $ref alone).
  @JSONSchema((source) => ({ anyOf: [source, { type: 'null' }] }))
  piece: EnquiryPieceAnswer | null;

  @IsString()
  name: string;

  @IsEmail()
  email: string;

  @IsString()
  message: string;

  @IsIn(['NEW', 'ANSWERED', 'CLOSED'])
  state: string;

  /** The language it was asked in: the one to answer in. */
  @IsIn(['pl', 'en'])
  language: string;

  @IsDateString()
  createdAt: string;
}

/** GET /api/admin/enquiries: a page, newest first. */
@JSONSchema({ examples: [{ items: [EXAMPLE], total: 1, newCount: 1 }] })
export class EnquiryPageAnswer {
  @ValidateNested({ each: true })
  @Type(() => EnquiryAnswer)
  items: EnquiryAnswer[];

  @IsInt()
  total: number;

  /** How many are new, whatever the filter. */
  @IsInt()
  newCount: number;
}

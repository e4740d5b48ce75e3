import { ArgsType, Field, InputType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEnum, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PageArgsOf } from '../../common/pagination/page.args';
import { cleanText, normaliseEmail } from '../../common/text/text-rules';
import { IsCleanText, IsNotReservedName, IsShopEmail } from '../../common/text/text.validators';

export const ENQUIRY_MAX_LENGTH = 5000;

export enum EnquiryStateValue {
  NEW = 'NEW',
  ANSWERED = 'ANSWERED',
  CLOSED = 'CLOSED',
}
registerEnumType(EnquiryStateValue, {
  name: 'EnquiryState',
  description: 'Where the maker is with an enquiry',
  valuesMap: {
    NEW: { description: 'Not answered yet' },
    ANSWERED: { description: 'Answered by e-mail' },
    CLOSED: { description: 'Nothing more to do' },
  },
});

const toEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseEmail(value) : value;
const toName = ({ value }: { value: unknown }) => (typeof value === 'string' ? cleanText(value) : value);
const toMessage = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? cleanText(value, true) : value;

@InputType({ description: 'A question to the maker: who asks, where to answer, and what' })
@JSONSchema({
  examples: [
    {
      name: 'Anna',
      email: 'anna@example.com',
      message: 'Could these earrings be made in navy blue for a wedding in June?',
    },
  ],
})
export class EnquiryInput {
  @Field({
    description:
      "Who asks; up to 100 characters. The shop's own name and an administrator's (however spelt) are refused: NAME_RESERVED",
  })
  @Transform(toName)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: 100 })
  @IsNotReservedName(100)
  name: string;

  @Field({ description: 'Where the answer goes (the maker replies from her mail app)' })
  @Transform(toEmail)
  @IsString({ message: 'INVALID_VALUE' })
  @IsShopEmail()
  email: string;

  @Field({ description: 'The question: plain text up to 5,000 characters, line breaks kept' })
  @Transform(toMessage)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: ENQUIRY_MAX_LENGTH, multiline: true })
  message: string;

  /** The honeypot: a field people never see; a form that fills it is a robot's, answered alike and dropped. */
  @Field({
    nullable: true,
    description: 'Leave empty (a field hidden from people; an enquiry that fills it is not kept)',
  })
  @IsOptional()
  @IsString({ message: 'INVALID_VALUE' })
  website?: string;
}

@ArgsType()
export class EnquiriesArgs extends PageArgsOf(20) {
  @Field(() => EnquiryStateValue, {
    nullable: true,
    description: 'Only enquiries in this state; all when left out',
  })
  @IsOptional()
  @IsEnum(EnquiryStateValue, { message: 'INVALID_VALUE' })
  state?: EnquiryStateValue;
}

@InputType({ description: "An enquiry's new state" })
@JSONSchema({ examples: [{ state: 'ANSWERED' }] })
export class EnquiryStateInput {
  @Field(() => EnquiryStateValue, { description: 'NEW, ANSWERED or CLOSED' })
  @IsEnum(EnquiryStateValue, { message: 'INVALID_VALUE' })
  state: EnquiryStateValue;
}

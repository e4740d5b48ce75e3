import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../common/pagination/paginated';
import { LanguageValue } from '../i18n/language.model';
import { EnquiryStateValue } from './dto/enquiry.input';

@ObjectType({ description: 'A piece an enquiry is about' })
export class EnquiryPiece {
  @Field(() => Int, { description: "The piece's id (its page is /jewellery/{id})" })
  id: number;

  @Field({ description: "Its name in the request's language, else the other one" })
  name: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Site-relative URL (under /uploads/) of its first photo in the smallest stored size (WebP); null when it has none',
  })
  photoUrl: string | null;
}

@ObjectType({ description: "A visitor's question to the maker (admins only)" })
export class Enquiry {
  @Field(() => Int, { description: "The enquiry's id" })
  id: number;

  @Field(() => EnquiryPiece, {
    nullable: true,
    description: 'The piece asked about; null for a general enquiry or a piece since deleted',
  })
  piece: EnquiryPiece | null;

  @Field({ description: 'Who asked' })
  name: string;

  @Field({ description: 'Where to answer' })
  email: string;

  @Field({ description: 'The question, plain text (line breaks kept)' })
  message: string;

  @Field(() => EnquiryStateValue, { description: 'Where the maker is with it: NEW, ANSWERED or CLOSED' })
  state: EnquiryStateValue;

  @Field(() => LanguageValue, {
    description: 'The language it was asked in (its copy went in it): the one to answer in',
  })
  language: LanguageValue;

  @Field({ description: 'When it was asked' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of enquiries, newest first, and how many there are' })
export class EnquiryPage extends Paginated(Enquiry) {
  @Field(() => Int, { description: 'How many enquiries are new (whatever the filter)' })
  newCount: number;
}

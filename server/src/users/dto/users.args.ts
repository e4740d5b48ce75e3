import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE, PageArgs, PageRequest } from '../../common/pagination/page.args';

/**
 * The users list's page. `skip` and `take` are the names this list had before the shared page
 * arguments; they stay (deprecated) until the admin panel asks with `offset` and `limit`.
 */
@ArgsType()
export class UsersArgs extends PageArgs {
  @Field(() => Int, { nullable: true, deprecationReason: 'Use offset' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  skip?: number;

  @Field(() => Int, { nullable: true, deprecationReason: 'Use limit' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  take?: number;

  page(): PageRequest {
    return { offset: this.skip ?? this.offset, limit: this.take ?? this.limit };
  }
}

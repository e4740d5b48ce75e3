import { Inject } from '@nestjs/common';
import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

@ObjectType({ description: "The shop's limits on an uploaded picture (UPLOAD_MAX_*): a form checks them before sending, the server again" })
export class UploadLimits {
  @Field(() => Int, { description: 'Bytes a file may have' })
  maxFileBytes: number;

  @Field(() => Int, { description: 'New files one request may carry' })
  maxFiles: number;

  @Field(() => Int, { description: 'Pixels a picture may decode to (width × height)' })
  maxPixels: number;
}

/** The limits for the admin screens, so the browser never keeps its own copy of a number the server decides. */
@Resolver()
export class UploadLimitsResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Allow('admin')
  @Query(() => UploadLimits, { description: 'Admin only: what an uploaded picture may be' })
  uploadLimits(): UploadLimits {
    const { maxFileBytes, maxFiles, maxPixels } = this.config.uploads;
    return { maxFileBytes, maxFiles, maxPixels };
  }
}

import { Inject } from '@nestjs/common';
import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

@ObjectType({
  description:
    "The shop's limits on an uploaded picture (UPLOAD_MAX_*): a form checks them before sending, the server again",
})
export class UploadLimits {
  @Field(() => Int, {
    description:
      'Bytes a file may have (UPLOAD_MAX_FILE_BYTES, 25 MiB by default); a larger one is FILE_TOO_LARGE',
  })
  maxFileBytes: number;

  @Field(() => Int, {
    description: 'New files one request may carry (UPLOAD_MAX_FILES, 20 by default); more is TOO_MANY_FILES',
  })
  maxFiles: number;

  @Field(() => Int, {
    description:
      'Pixels a picture may decode to, width × height (UPLOAD_MAX_PIXELS, 50 million by default); more is IMAGE_TOO_MANY_PIXELS',
  })
  maxPixels: number;
}

/** The limits for the admin screens, so the browser never keeps its own copy of a number the server decides. */
@Resolver()
export class UploadLimitsResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Allow('admin')
  @Query(() => UploadLimits, {
    description:
      'What an uploaded picture may be: the limits createProduct, updateProduct and uploadPublicationBackground hold files to. Admins only',
  })
  uploadLimits(): UploadLimits {
    const { maxFileBytes, maxFiles, maxPixels } = this.config.uploads;
    return { maxFileBytes, maxFiles, maxPixels };
  }
}

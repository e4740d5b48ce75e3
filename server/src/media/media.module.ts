import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { EncodeQueue } from './encode-queue';
import { ImageIntake } from './image-intake';
import { IMAGE_STORE, type ImageStore, LocalImageStore } from './image-store';
import { ImageSweep } from './image-sweep';
import { RemovalRetries } from './removal-retries';
import { PictureAccess, PictureSignatures } from './picture-access';
import { PictureVisibility } from './picture-visibility';
import { S3ImageStore } from './s3-image-store';
import { SharePreviews } from './share-previews';
import { UploadLimitsResolver } from './upload-limits.resolver';
import { FileWrites } from './write-with-files';

/** The bucket when S3_BUCKET is set (every instance sees every picture), else the local uploads folder. */
export const createImageStore = (config: AppConfig, logger?: Logger): ImageStore =>
  config.s3 ? new S3ImageStore(config.s3, logger) : new LocalImageStore(config.uploadDir);

/**
 * The image store, the intake of uploaded pictures (read, checked, encoded), writes of rows with their
 * files, the sweep of files no row points at, the one encoding queue (a picture at a time, whichever
 * domain uploaded it), and which pictures are kept from the public with the signed addresses that open
 * them, for any domain module; the link previews of pictures stored before previews were made; and the
 * upload limits the admin screens read.
 */
@Module({
  providers: [
    { provide: IMAGE_STORE, inject: [APP_CONFIG, LOGGER], useFactory: createImageStore },
    { provide: RemovalRetries, inject: [LOGGER], useFactory: (logger: Logger) => new RemovalRetries(logger) },
    {
      provide: FileWrites,
      inject: [TransactionalConnection, IMAGE_STORE, LOGGER, RemovalRetries, ImageSweep],
      useFactory: (
        connection: TransactionalConnection,
        store: ImageStore,
        logger: Logger,
        retries: RemovalRetries,
        sweep: ImageSweep,
      ) => new FileWrites(connection, store, logger, retries, (keys) => sweep.stillShown(keys)),
    },
    { provide: EncodeQueue, useValue: new EncodeQueue(1) },
    ImageIntake,
    ImageSweep,
    SharePreviews,
    PictureVisibility,
    PictureSignatures,
    PictureAccess,
    UploadLimitsResolver,
  ],
  exports: [
    IMAGE_STORE,
    FileWrites,
    EncodeQueue,
    ImageIntake,
    ImageSweep,
    SharePreviews,
    RemovalRetries,
    PictureVisibility,
    PictureSignatures,
    PictureAccess,
  ],
})
export class MediaModule {}

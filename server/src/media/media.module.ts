import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { IMAGE_STORE, type ImageStore, LocalImageStore } from './image-store';
import { FileWrites } from './write-with-files';

/** The image store (the uploads folder) and writes of rows with their files, for any domain module. */
@Module({
  providers: [
    { provide: IMAGE_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalImageStore(config.uploadDir) },
    {
      provide: FileWrites,
      inject: [DataSource, IMAGE_STORE, LOGGER],
      useFactory: (dataSource: DataSource, store: ImageStore, logger: Logger) => new FileWrites(dataSource, store, logger),
    },
  ],
  exports: [IMAGE_STORE, FileWrites],
})
export class MediaModule {}

import { Inject, Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { EncodeQueue } from './encode-queue';
import { IMAGE_STORE, type ImageStore, LocalImageStore } from './image-store';
import { FileWrites } from './write-with-files';

/**
 * At start, before any request: files still pending were written by a request that never got to
 * publish them (the process died in between); no row points at them, so they go.
 */
@Injectable()
export class PendingFilesSweep implements OnApplicationBootstrap {
  constructor(
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const removed = await this.store.sweepPending();
    if (removed) this.logger.warn({ event: 'pending_files_swept', files: removed }, 'removed files left pending by an interrupted write');
  }
}

/**
 * The image store (the uploads folder), writes of rows with their files, and the one encoding queue
 * (a picture at a time, whichever domain uploaded it), for any domain module.
 */
@Module({
  providers: [
    { provide: IMAGE_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalImageStore(config.uploadDir) },
    {
      provide: FileWrites,
      inject: [TransactionalConnection, IMAGE_STORE, LOGGER],
      useFactory: (connection: TransactionalConnection, store: ImageStore, logger: Logger) => new FileWrites(connection, store, logger),
    },
    { provide: EncodeQueue, useValue: new EncodeQueue(1) },
    PendingFilesSweep,
  ],
  exports: [IMAGE_STORE, FileWrites, EncodeQueue],
})
export class MediaModule {}

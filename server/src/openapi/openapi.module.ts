import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DocsController, OpenApiController } from './openapi.controller';

/** The REST API's description for integrators: /api/openapi.json and the reference at /api/docs. */
@Module({
  imports: [DiscoveryModule],
  controllers: [OpenApiController, DocsController],
})
export class OpenApiModule {}

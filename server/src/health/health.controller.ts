import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Allow } from '../common/auth/allow.decorator';

/** Liveness and readiness: 200 when the database answers, 503 when it does not. */
@Controller('health')
@Allow('anyone')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) res: Response) {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      res.status(503);
      return { status: 'error', database: 'down' };
    }
  }
}

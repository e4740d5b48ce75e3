import { IsObject, Matches } from 'class-validator';

/** GET /api/openapi.json's answer, as far as the document describes itself. */
export class OpenApiAnswer {
  @Matches(/^3\.1\.\d+$/)
  openapi: string;

  @IsObject()
  info: object;

  @IsObject()
  paths: object;

  @IsObject()
  components: object;
}

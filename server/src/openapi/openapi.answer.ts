import { IsObject, Matches } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** GET /api/openapi.json's answer, as far as the document describes itself. */
@JSONSchema({
  examples: [
    {
      openapi: '3.1.0',
      info: { title: 'Soutache Studio REST API', version: '1' },
      paths: {},
      components: {},
    },
  ],
})
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

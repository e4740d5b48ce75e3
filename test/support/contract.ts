import type { NestExpressApplication } from '@nestjs/platform-express';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { NextFunction, Request, Response } from 'express';
import { OpenApiController } from '../../server/src/openapi/openapi.controller';
import type { OpenApiDocument } from '../../server/src/openapi/openapi-document';

interface Answer {
  method: string;
  path: string;
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

/** Not part of the REST API although under /api: the reference pages and their assets. */
const NOT_API = /^\/api\/docs(\/|$)/;

/**
 * Notes every answer the app gives under /api (method, path, status, headers, JSON body), for
 * `contractViolations` to check against the OpenAPI document once the test file is done.
 */
export function recordAnswers(app: NestExpressApplication): Answer[] {
  const answers: Answer[] = [];
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') || NOT_API.test(req.path)) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      // As the client reads it: dates as ISO strings, undefined left out.
      const sent = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
      answers.push({
        method: req.method.toLowerCase(),
        path: req.path,
        status: res.statusCode,
        headers: res.getHeaders(),
        body: sent,
      });
      return json(body);
    };
    next();
  });
  return answers;
}

type Operation = {
  responses: Record<
    string,
    { headers?: Record<string, { required?: boolean }>; content?: Record<string, { schema: object }> }
  >;
};

/** A validator that knows the document's schemas as `doc#/components/schemas/<Name>`. */
export function documentValidator(document: { components: object }): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  // Formats of the multipart forms' fields (a file, a JSON text): described, not checked here.
  ajv.addFormat('binary', true);
  ajv.addFormat('json', true);
  ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
  return ajv;
}

/**
 * What in the recorded answers the document does not say: a path or method it lacks, a status it
 * does not list, a header it requires that is missing, a body that does not match its schema.
 */
export function contractViolations(app: NestExpressApplication, answers: Answer[]): string[] {
  if (!answers.length) return [];
  const document: OpenApiDocument = app.get(OpenApiController).openapi();
  const ajv = documentValidator(document);
  // Literal paths first, as the router matches them (/api/products/random-images before /api/products/{id}).
  const templates = Object.keys(document.paths)
    .sort((a, b) => a.split('{').length - b.split('{').length)
    .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`) }));
  const violations = new Set<string>();
  for (const answer of answers) {
    const where = `${answer.method.toUpperCase()} ${answer.path} ${answer.status}`;
    const template = templates.find(({ pattern }) => pattern.test(answer.path))?.template;
    // HEAD is answered by the GET route (its body is not sent).
    const method = answer.method === 'head' ? 'get' : answer.method;
    const operation = template ? (document.paths[template][method] as Operation | undefined) : undefined;
    if (!operation) {
      // An address the API does not have: only a refusal may answer it.
      if (answer.status < 400) violations.add(`${where}: not in the document`);
      else if (!ajv.validate({ $ref: 'doc#/components/schemas/ErrorBody' }, answer.body))
        violations.add(`${where}: not the error body (${ajv.errorsText()})`);
      continue;
    }
    const response =
      operation.responses[String(answer.status)] ??
      (answer.status >= 400 ? operation.responses.default : undefined);
    if (!response) {
      violations.add(`${where}: status not listed for ${template}`);
      continue;
    }
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required && answer.headers[name.toLowerCase()] === undefined)
        violations.add(`${where}: header ${name} missing`);
    }
    const schema = response.content?.['application/json']?.schema;
    if (!schema) {
      if (answer.body !== undefined && answer.body !== null && answer.body !== '')
        violations.add(`${where}: a body where the document says none`);
      continue;
    }
    const resolved = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'));
    if (!ajv.validate(resolved, answer.body)) violations.add(`${where}: ${ajv.errorsText()}`);
  }
  return [...violations];
}

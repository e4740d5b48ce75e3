import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { badInput, FieldErrors } from '../errors/app-error';
import { isReasonCode, type ReasonCode } from '../errors/reason-codes';

const CODE = /^[A-Z][A-Z0-9_]*(,[A-Z][A-Z0-9_]*)*$/;

/** Reason codes for class-validator's own constraints, whose messages are English sentences. */
const CODE_BY_CONSTRAINT: Record<string, string> = {
  whitelistValidation: 'NOT_ALLOWED',
  isDefined: 'REQUIRED',
  isNotEmpty: 'REQUIRED',
  maxLength: 'TOO_LONG',
  minLength: 'TOO_SHORT',
  max: 'TOO_LARGE',
  min: 'TOO_SMALL',
};

/**
 * A constraint's message is its code (our decorators) or is replaced by one (class-validator's); a
 * code outside the closed list (reason-codes.ts) is answered as INVALID_VALUE.
 */
const codesOf = (constraints: Record<string, string>): ReasonCode[] =>
  Object.entries(constraints).flatMap(([constraint, message]) =>
    (CODE.test(message) ? message.split(',') : [CODE_BY_CONSTRAINT[constraint] ?? 'INVALID_VALUE']).map(
      (code) => (isReasonCode(code) ? code : 'INVALID_VALUE'),
    ),
  );

function collect(errors: ValidationError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[field] = [...new Set(codesOf(error.constraints))];
    if (error.children?.length) collect(error.children, field, into);
  }
  return into;
}

const exceptionFactory = (errors: ValidationError[]) => {
  const fields = collect(errors);
  const summary = Object.entries(fields)
    .map(([field, codes]) => `${field}: ${codes.join(', ')}`)
    .join('; ');
  return badInput(summary ? `Invalid input (${summary})` : 'Invalid input', fields);
};

/**
 * Path parameters reach their own pipes as the client wrote them: Nest's primitive conversion would
 * turn `0x1`, `1e1`, ` 2` or `1.0` into numbers before ParseIdPipe could refuse the spelling.
 * A query string's unknown parameters are dropped rather than refused: caches and tools add their own
 * (`_=<timestamp>`, `lang`), and a GET changes nothing.
 */
const OPTIONS = {
  transform: true,
  whitelist: true,
  validationError: { target: false, value: false },
  exceptionFactory,
};

class AppValidationPipe extends ValidationPipe {
  private readonly lenient = new ValidationPipe({ ...OPTIONS, forbidNonWhitelisted: false });

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return metadata.type === 'query' && !metadata.data
      ? this.lenient.transform(value, metadata)
      : super.transform(value, metadata);
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/**
 * One validation for REST bodies and GraphQL inputs: unknown fields are refused (no mass
 * assignment), and the answer names each field with its reason codes (never the submitted value).
 */
export const validationPipe = new AppValidationPipe({ ...OPTIONS, forbidNonWhitelisted: true });

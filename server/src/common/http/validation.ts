import { ValidationError, ValidationPipe } from '@nestjs/common';
import { badInput, FieldErrors } from '../errors/app-error';

function collect(errors: ValidationError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[field] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, field, into);
  }
  return into;
}

/**
 * One validation for REST bodies and GraphQL inputs: unknown fields are refused (no mass
 * assignment), and the answer names each field with its reasons.
 */
export const validationPipe = new ValidationPipe({
  transform: true,
  whitelist: true,
  forbidNonWhitelisted: true,
  exceptionFactory: (errors) => {
    const fields = collect(errors);
    const message = Object.entries(fields)
      .map(([field, reasons]) => (reasons[0].startsWith('property ') ? reasons[0] : `${field}: ${reasons[0]}`))
      .join('; ');
    return badInput(message || 'Invalid input', fields);
  },
});

import { IsInt, Max, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** POST /api/products/{id}/rate (spec §7: body rating). */
@JSONSchema({ examples: [{ rating: 5 }] })
export class RateBody {
  // The same reason as GraphQL's (ratings.service.ts), whichever bound is missed.
  @IsInt({ message: 'RATING_OUT_OF_RANGE' })
  @Min(1, { message: 'RATING_OUT_OF_RANGE' })
  @Max(5, { message: 'RATING_OUT_OF_RANGE' })
  rating: number;
}

import { IsInt, Max, Min } from 'class-validator';

/** POST /api/products/{id}/rate (spec §7: body rating). */
export class RateBody {
  @IsInt()
  @Min(1)
  @Max(5)
  rating: number;
}

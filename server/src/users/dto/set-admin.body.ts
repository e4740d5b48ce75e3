import { IsBoolean } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** REST body of PUT /api/admin/users/{id}: the admin flag and nothing else. */
@JSONSchema({ examples: [{ isAdmin: true }] })
export class SetAdminBody {
  @IsBoolean()
  isAdmin: boolean;
}

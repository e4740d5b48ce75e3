import { IsBoolean } from 'class-validator';

/** REST body of PUT /api/admin/users/{id}: the admin flag and nothing else. */
export class SetAdminBody {
  @IsBoolean()
  isAdmin: boolean;
}

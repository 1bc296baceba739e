import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StaffAccountView } from '@evisa/contracts';
import { Database } from '../../../infrastructure/database/database.js';
import { listStaff } from '../staff-repository.js';

export class ListStaffQuery {}

@QueryHandler(ListStaffQuery)
export class ListStaffHandler implements IQueryHandler<ListStaffQuery, { staff: StaffAccountView[] }> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute(): Promise<{ staff: StaffAccountView[] }> {
    const staff = await listStaff(this.db);
    return { staff: staff.map((s) => ({ id: s.staffId, email: s.email, name: s.name, role: s.role, disabled: s.disabled, createdAt: s.createdAt })) };
  }
}

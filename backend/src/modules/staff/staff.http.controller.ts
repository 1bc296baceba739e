import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffAccountView } from '@evisa/contracts';
import { CreateStaffDto, ResetStaffPasswordDto, UpdateStaffDto } from '@evisa/contracts/dto';
import { CurrentSession, StaffRoles } from './auth/staff-access.decorators.js';
import type { StaffSession } from './auth/session-store.js';
import { ChangeStaffPasswordCommand } from './commands/change-staff-password.js';
import { CreateStaffAccountCommand } from './commands/create-staff-account.js';
import { UpdateStaffAccountCommand } from './commands/update-staff-account.js';
import { ListStaffQuery } from './queries/list-staff.js';

@ApiTags('staff management')
@Controller('api/admin/staff')
@StaffRoles('admin')
export class StaffController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every staff account (admin only)' })
  list(): Promise<{ staff: StaffAccountView[] }> {
    return this.queries.execute(new ListStaffQuery());
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a staff account (admin only)' })
  create(@Body() body: CreateStaffDto, @CurrentSession() session: StaffSession): Promise<StaffAccountView> {
    return this.commands.execute(new CreateStaffAccountCommand(body, { kind: 'staff', id: session.staff.id }));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Disable, enable or change the role of a staff account (admin only)' })
  update(@Param('id') id: string, @Body() body: UpdateStaffDto, @CurrentSession() session: StaffSession): Promise<StaffAccountView> {
    return this.commands.execute(new UpdateStaffAccountCommand(id, { disabled: body.disabled, role: body.role }, session.staff.id));
  }

  @Post(':id/password')
  @HttpCode(204)
  @ApiOperation({ summary: "Sets a new password for another staff member (admin only); all of that member's sessions end" })
  async resetPassword(@Param('id') id: string, @Body() body: ResetStaffPasswordDto, @CurrentSession() session: StaffSession): Promise<void> {
    await this.commands.execute(new ChangeStaffPasswordCommand({ by: 'admin', staffId: id, newPassword: body.newPassword, actingStaffId: session.staff.id }));
  }
}

import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ADMIN_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole } from '../admin.js';
import { ALL_ADMIN_VISA_TYPES } from '../visa-types.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { HasText, max, requiredString, SingleLine } from './validators.js';

const required = { message: MESSAGES.required };
/** A 5 MB PDF as a base64 data URL is about 7 MB; a little more leaves room for the prefix and a clear size message. */
export const PDF_DATA_URL_MAX_LENGTH = Math.ceil((LIMITS.pdfMaxBytes * 1.5 * 4) / 3) + 100;
const PASSWORD_MAX_LENGTH = 256;

/** POST /api/admin/auth/login */
export class StaffLoginDto {
  @IsString(requiredString) @IsNotEmpty(required) @MaxLength(LIMITS.emailMax, max(LIMITS.emailMax))
  email!: string;

  @IsString(requiredString) @IsNotEmpty(required) @MaxLength(PASSWORD_MAX_LENGTH, max(PASSWORD_MAX_LENGTH))
  password!: string;
}

/** POST /api/admin/staff */
export class CreateStaffDto {
  @IsEmail({}, { message: MESSAGES.invalidEmail }) @MaxLength(LIMITS.emailMax, max(LIMITS.emailMax))
  email!: string;

  // HasText: a name of spaces only is no name (IsNotEmpty counts them).
  @IsString(requiredString) @HasText() @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  name!: string;

  @IsIn(STAFF_ROLES, { message: MESSAGES.invalidInput })
  role!: StaffRole;

  @IsString(requiredString)
  @MinLength(STAFF_PASSWORD_MIN_LENGTH, { message: MESSAGES.minLength(STAFF_PASSWORD_MIN_LENGTH) })
  @MaxLength(PASSWORD_MAX_LENGTH, max(PASSWORD_MAX_LENGTH))
  password!: string;
}

/** POST /api/admin/auth/password: the signed-in staff member changes their own password. */
export class ChangeOwnPasswordDto {
  @IsString(requiredString) @IsNotEmpty(required) @MaxLength(PASSWORD_MAX_LENGTH, max(PASSWORD_MAX_LENGTH))
  currentPassword!: string;

  @IsString(requiredString)
  @MinLength(STAFF_PASSWORD_MIN_LENGTH, { message: MESSAGES.minLength(STAFF_PASSWORD_MIN_LENGTH) })
  @MaxLength(PASSWORD_MAX_LENGTH, max(PASSWORD_MAX_LENGTH))
  newPassword!: string;
}

/** POST /api/admin/staff/:id/password: an admin sets a new password for another staff member. */
export class ResetStaffPasswordDto {
  @IsString(requiredString)
  @MinLength(STAFF_PASSWORD_MIN_LENGTH, { message: MESSAGES.minLength(STAFF_PASSWORD_MIN_LENGTH) })
  @MaxLength(PASSWORD_MAX_LENGTH, max(PASSWORD_MAX_LENGTH))
  newPassword!: string;
}

/** PATCH /api/admin/staff/:id */
export class UpdateStaffDto {
  @IsOptional() @IsBoolean({ message: MESSAGES.invalidInput })
  disabled?: boolean;

  @IsOptional() @IsIn(STAFF_ROLES, { message: MESSAGES.invalidInput })
  role?: StaffRole;
}

/** PATCH /api/admin/applications/:id/status (and the insurance twin). The same decision sent again answers 200 and records nothing. */
export class UpdateApplicationStatusDto {
  @IsIn(['approved', 'rejected'], { message: MESSAGES.invalidInput })
  status!: 'approved' | 'rejected';

  /** `data:application/pdf;base64,...`; checked by content (magic bytes) and size on the server. */
  @IsOptional() @IsString({ message: MESSAGES.invalidInput }) @MaxLength(PDF_DATA_URL_MAX_LENGTH, { message: ADMIN_MESSAGES.pdfTooLarge })
  pdfAttachment?: string;

  /** Rejections only: the staff's internal note, kept in the history and never emailed. With an approval it is refused (400). */
  @IsOptional() @IsString({ message: MESSAGES.invalidInput }) @MaxLength(LIMITS.addressMax, max(LIMITS.addressMax))
  reason?: string;
}

/** POST /api/admin/applications/:id/visa-type */
export class AssignVisaTypeDto {
  @IsIn(ALL_ADMIN_VISA_TYPES, { message: MESSAGES.invalidInput })
  visaType!: string;
}

/** GET /api/admin/applications?page=&limit=&search= */
export class AdminListQueryDto {
  @IsOptional() @Type(() => Number) @IsInt({ message: MESSAGES.invalidInput }) @Min(1) @Max(100_000)
  page?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: MESSAGES.invalidInput }) @Min(1) @Max(200)
  limit?: number;

  @IsOptional() @IsString({ message: MESSAGES.invalidInput }) @MaxLength(LIMITS.textMax, max(LIMITS.textMax))
  search?: string;
}

/** GET /api/admin/outbox?page= */
export class AdminPageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt({ message: MESSAGES.invalidInput }) @Min(1) @Max(100_000)
  page?: number;
}

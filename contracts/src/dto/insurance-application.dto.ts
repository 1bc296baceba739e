import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  INSURANCE_DESTINATION,
  INSURANCE_MESSAGES,
  PARENT_ID_PHOTO_DATA_URL_MAX_LENGTH,
  PARENT_ID_PHOTO_NAME_MAX,
  PARENT_ID_PHOTOS_MAX,
} from '../insurance.js';
import { LANGUAGE_CODES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { AMOUNT_PATTERN } from '../money.js';
import { HasText, IsBase64DataUrl, IsIsoDate, requiredString, SingleLine } from './validators.js';

const max = (n: number) => ({ message: MESSAGES.maxLength(n) });

/** The data URL types a parent ID photo may declare; the server still judges the bytes themselves (magic numbers) and their size. */
export const PARENT_ID_PHOTO_DATA_URL_TYPES = ['image/jpeg', 'image/png'] as const;

export class ParentIdPhotoDto {
  @IsString(requiredString) @HasText() @MaxLength(PARENT_ID_PHOTO_NAME_MAX, max(PARENT_ID_PHOTO_NAME_MAX)) @SingleLine()
  name!: string;

  @IsString({ message: INSURANCE_MESSAGES.parentIdPhotoType })
  @MaxLength(PARENT_ID_PHOTO_DATA_URL_MAX_LENGTH, { message: INSURANCE_MESSAGES.parentIdPhotoTooLarge })
  @IsBase64DataUrl(PARENT_ID_PHOTO_DATA_URL_TYPES, { message: INSURANCE_MESSAGES.parentIdPhotoType })
  dataUrl!: string;
}

/**
 * The insurance application payload (spec sections 3 and 5). Validated with whitelisting like the
 * visa payload: a field not declared here is rejected. The server recomputes the trip's days and
 * the total; a `totalAmount` (or `tripDurationDays`) that disagrees is refused.
 */
export class CreateInsuranceApplicationDto {
  @IsInt({ message: INSURANCE_MESSAGES.productRequired }) @Min(1, { message: INSURANCE_MESSAGES.productRequired })
  productId!: number;

  @IsString({ message: INSURANCE_MESSAGES.firstNameRequired })
  @HasText(1, { message: INSURANCE_MESSAGES.firstNameRequired })
  @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  firstName!: string;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  lastName!: string;

  @IsString({ message: INSURANCE_MESSAGES.emailRequired })
  @HasText(1, { message: INSURANCE_MESSAGES.emailRequired })
  @IsEmail({}, { message: INSURANCE_MESSAGES.invalidEmail })
  @MaxLength(LIMITS.emailMax, max(LIMITS.emailMax))
  email!: string;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.phoneMax, max(LIMITS.phoneMax)) @SingleLine()
  phone!: string;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.passportNumberMax, max(LIMITS.passportNumberMax)) @SingleLine()
  passportNumber!: string;

  /** ISO 3166 alpha-3 code of the traveller's nationality (from GET /api/countries). */
  @IsString(requiredString) @Matches(/^[A-Z]{3}$/, { message: MESSAGES.invalidInput })
  nationality!: string;

  /** The nationality's country name, as the visa payload carries it; must match `nationality`. */
  @IsString(requiredString) @HasText() @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  countryOfOrigin!: string;

  @IsIsoDate()
  travelDate!: string;

  @IsIsoDate()
  returnDate!: string;

  @IsOptional() @IsIn([INSURANCE_DESTINATION], { message: MESSAGES.invalidInput })
  destination?: string;

  @IsIsoDate()
  dateOfBirth!: string;

  /** Decimal dollars as a string: the chosen plan's price. */
  @IsString(requiredString) @Matches(AMOUNT_PATTERN, { message: MESSAGES.invalidInput })
  totalAmount!: string;

  /** Optional: the server computes it from the dates and refuses a different value. */
  @IsOptional() @IsInt({ message: MESSAGES.invalidInput }) @Min(1, { message: MESSAGES.invalidInput })
  tripDurationDays?: number;

  /** Required (at least one) when the applicant is under 18; null or absent otherwise. */
  @IsOptional()
  @IsArray({ message: INSURANCE_MESSAGES.parentIdRequired })
  @ArrayMinSize(1, { message: INSURANCE_MESSAGES.parentIdPhotosUnder18 })
  @ArrayMaxSize(PARENT_ID_PHOTOS_MAX, { message: INSURANCE_MESSAGES.parentIdPhotosTooMany })
  @ValidateNested({ each: true })
  @Type(() => ParentIdPhotoDto)
  parentIdPhotos?: ParentIdPhotoDto[] | null;

  @Equals(true, { message: MESSAGES.privacyPolicyRequired })
  privacyPolicyAccepted!: boolean;

  @Equals(true, { message: MESSAGES.termsRequired })
  termsOfServiceAccepted!: boolean;

  /** The traveller's interface language, used for emails. */
  @IsOptional() @IsIn(LANGUAGE_CODES, { message: MESSAGES.invalidInput })
  language?: string;
}

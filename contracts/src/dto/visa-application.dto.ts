import {
  Equals,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { ALL_PROCESSING_TYPES } from '../processing-options.js';
import { SUPPORTING_DOCUMENT_KINDS, TRAVEL_DOCUMENT_TYPE_VALUES } from '../document-types.js';
import { LANGUAGE_CODES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { AMOUNT_PATTERN } from '../money.js';
import { HasText, IsIsoDate, requiredString, SingleLine } from './validators.js';

const max = (n: number) => ({ message: MESSAGES.maxLength(n) });

/**
 * The visa application payload (spec sections 3 and 5). The API validates with whitelisting,
 * so a field not declared here is rejected.
 */
export class CreateVisaApplicationDto {
  @IsString(requiredString) @HasText() @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  firstName!: string;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  lastName!: string;

  @IsEmail({}, { message: MESSAGES.invalidEmail }) @MaxLength(LIMITS.emailMax, max(LIMITS.emailMax))
  email!: string;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.phoneMax, max(LIMITS.phoneMax)) @SingleLine()
  phone!: string;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.passportNumberMax, max(LIMITS.passportNumberMax)) @SingleLine()
  passportNumber!: string;

  @IsIsoDate()
  passportIssueDate!: string;

  @IsIsoDate()
  passportExpiryDate!: string;

  @IsIsoDate()
  dateOfBirth!: string;

  @IsString(requiredString) @HasText(LIMITS.placeOfBirthMin) @MaxLength(LIMITS.textMax, max(LIMITS.textMax)) @SingleLine()
  placeOfBirth!: string;

  @IsString(requiredString) @HasText(LIMITS.parentNameMin) @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  motherName!: string;

  @IsString(requiredString) @HasText(LIMITS.parentNameMin) @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  fatherName!: string;

  @IsString(requiredString) @HasText(LIMITS.addressMin) @MaxLength(LIMITS.addressMax, max(LIMITS.addressMax))
  address!: string;

  @IsIsoDate()
  arrivalDate!: string;

  @IsIn(ALL_PROCESSING_TYPES, { message: MESSAGES.invalidInput })
  processingType!: string;

  @IsIn(TRAVEL_DOCUMENT_TYPE_VALUES, { message: MESSAGES.invalidInput })
  documentType!: string;

  @IsInt({ message: MESSAGES.invalidInput }) @Min(1, { message: MESSAGES.invalidInput })
  countryId!: number;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  countryOfOrigin!: string;

  /** Decimal dollars as a string; the server recomputes it and rejects a disagreement. */
  @IsString(requiredString) @Matches(AMOUNT_PATTERN, { message: MESSAGES.invalidInput })
  totalAmount!: string;

  @IsOptional() @IsIn(SUPPORTING_DOCUMENT_KINDS, { message: MESSAGES.invalidInput })
  supportingDocumentType?: string | null;

  @IsOptional() @IsString({ message: MESSAGES.invalidInput }) @MaxLength(12, max(12))
  supportingDocumentCountry?: string | null;

  @IsOptional() @IsString({ message: MESSAGES.invalidInput }) @MaxLength(LIMITS.documentNumberMax, max(LIMITS.documentNumberMax)) @SingleLine()
  supportingDocumentNumber?: string | null;

  @IsOptional() @IsIsoDate()
  supportingDocumentStartDate?: string | null;

  @IsOptional() @IsIsoDate({ allowUnlimited: true })
  supportingDocumentEndDate?: string | null;

  @Equals(true, { message: MESSAGES.privacyPolicyRequired })
  privacyPolicyAccepted!: boolean;

  @Equals(true, { message: MESSAGES.termsRequired })
  termsOfServiceAccepted!: boolean;

  /** The traveller's interface language, used for emails. */
  @IsOptional() @IsIn(LANGUAGE_CODES, { message: MESSAGES.invalidInput })
  language?: string;
}


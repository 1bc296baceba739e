import { Equals, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { ORDER_ID_PATTERN } from '../application-number.js';
import { LANGUAGE_CODES } from '../languages.js';
import { AMOUNT_PATTERN } from '../money.js';
import { HasText, IsUsdAmount, max, requiredString, SingleLine } from './validators.js';

/** POST /api/payment/create (spec section 7). The amount is checked against the order's server total. */
export class CreatePaymentDto {
  /** Dollars, as the spec's clients send them: a number (184) or a decimal string ("184.00"). */
  @IsUsdAmount()
  amount!: number | string;

  @Equals('USD', { message: 'Only USD is accepted' })
  currency!: string;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.textMax, max(LIMITS.textMax)) @SingleLine()
  description!: string;

  @IsEmail({}, { message: MESSAGES.invalidEmail }) @MaxLength(LIMITS.emailMax, max(LIMITS.emailMax))
  customerEmail!: string;

  @IsString(requiredString) @HasText() @MaxLength(LIMITS.nameMax * 2, max(LIMITS.nameMax * 2)) @SingleLine()
  customerName!: string;

  /** The application number the payment is for. */
  @IsString(requiredString) @Matches(ORDER_ID_PATTERN, { message: 'Unknown order' })
  orderId!: string;

  @IsOptional() @IsIn(LANGUAGE_CODES, { message: MESSAGES.invalidInput })
  language?: string;
}

/** The simulated provider page asks its (server-side) provider to settle: no card data, only the outcome. */
export class SimulatedCheckoutDto {
  @IsString(requiredString) @Matches(ORDER_ID_PATTERN, { message: 'Unknown order' })
  order!: string;

  @IsString(requiredString) @Matches(AMOUNT_PATTERN, { message: MESSAGES.invalidInput })
  amount!: string;

  @IsIn(['completed', 'cancelled'], { message: MESSAGES.invalidInput })
  outcome!: 'completed' | 'cancelled';

  @IsOptional() @Matches(/^\d{4}$/, { message: 'cardLast4 must be 4 digits' })
  cardLast4?: string;
}

/** The return page hands the provider's signed payload to the server, which alone decides. */
export class ConfirmSimulatedPaymentDto {
  @IsString(requiredString) @MaxLength(4000, max(4000)) @Matches(/^[A-Za-z0-9+/=_%-]+$/, { message: 'Malformed payload' })
  payload!: string;
}

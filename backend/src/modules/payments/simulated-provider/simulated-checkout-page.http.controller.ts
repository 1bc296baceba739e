import { Controller, Header, HttpCode, Options } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

/**
 * The simulated provider's checkout page (`/mock-gpay-payment`, served by the web app) answers the
 * payment system status page's ping (spec section 7: OPTIONS on the provider's checkout endpoint).
 * Without it the ping got the web app's 404, logged as an error in the browser's console, and the
 * check said "responding normally" about an endpoint that had answered "not found".
 */
@ApiTags('simulated payment provider')
@Controller('mock-gpay-payment')
export class SimulatedCheckoutPageController {
  @Options()
  @HttpCode(204)
  @Header('Allow', 'GET, HEAD, OPTIONS')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The simulated provider's checkout page is up (the payment system status page's ping)" })
  ping(): void {}
}

export * from './visa-application.events.js';
export * from './payment.events.js';
export * from './staff-account.events.js';
export * from './visa-decision.events.js';
export * from './chat.events.js';
export * from './insurance-application.events.js';

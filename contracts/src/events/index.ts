export * from './visa-application.events.js';
export * from './payment.events.js';

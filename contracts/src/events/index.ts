export * from './visa-application.events.js';

export * from './visa-application.dto.js';
export * from './validators.js';

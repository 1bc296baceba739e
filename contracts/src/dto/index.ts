export * from './visa-application.dto.js';
export * from './validators.js';
export * from './payment.dto.js';
export * from './admin.dto.js';
export * from './chat.dto.js';
export * from './insurance-application.dto.js';

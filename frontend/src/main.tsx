import './index.css';
import { mountApp, nextTask } from './app/mount-app';
import { initI18n } from './i18n/i18n';

// Evaluating the app's code is a long task already: setting up i18next waits for the next one.
await nextTask();
// Rendering waits for the active language so the first paint is already translated.
const i18n = await initI18n();
await nextTask();
await mountApp(document.getElementById('root')!, { i18n });

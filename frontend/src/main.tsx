import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { initI18n } from './i18n/i18n';

// Rendering waits for the active language so the first paint is already translated.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);

import '@testing-library/jest-dom/jest-globals';

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// Lazy route chunks load through dynamic import; on a loaded 2-core CI machine that can take
// longer than Testing Library's 1 s default for findBy*/waitFor.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });

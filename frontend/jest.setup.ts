import '@testing-library/jest-dom/jest-globals';

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

/** Main navigation, shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/application', labelKey: 'nav.apply' },
  { to: '/insurance', labelKey: 'nav.insurance' },
  { to: '/status', labelKey: 'nav.status' },
  { to: '/requirements', labelKey: 'nav.requirements' },
  { to: '/faq', labelKey: 'nav.faq' },
] as const;

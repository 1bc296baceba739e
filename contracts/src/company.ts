/**
 * Who runs the service (PRODUCT.md decision 1: the footer names the company, its registration
 * number, address and the name shown on card statements). One place, so legal pages, footer,
 * emails and receipts never disagree.
 */
export const COMPANY = {
  brandName: 'Türkiye Travel Desk',
  legalName: 'Travel Desk Services Ltd',
  registrationNumber: '15427391',
  /** In English; pages show each language's own wording (frontend common:company.registeredIn, kept equal in English by a test). */
  registeredIn: 'England and Wales',
  address: '3rd Floor, 86-90 Paul Street, London EC2A 4NE, United Kingdom',
  cardStatementName: 'TRAVELDESK TURKIYE',
  supportEmail: 'support@traveldesk-turkiye.com',
  officialEvisaUrl: 'https://www.evisa.gov.tr',
  officialEvisaHost: 'evisa.gov.tr',
  /** The Ministry of Foreign Affairs' visa page, for nationalities that must apply at a consulate. */
  officialVisaInformationUrl: 'https://www.mfa.gov.tr/visa-information-for-foreigners.en.mfa',
  copyrightYear: 2024,
} as const;

/**
 * Country reference dataset: ISO 3166-1 codes and the visa policy Türkiye applies to
 * holders of ORDINARY passports travelling for a short tourist/business stay.
 *
 *   exempt      - no visa needed for a short stay
 *   evisa       - Turkish e-visa (evisa.gov.tr) without any supporting document
 *   conditional - e-visa only with a valid Schengen / USA / UK / Ireland visa or
 *                 residence permit (e-visas / e-permits are not accepted)
 *   consulate   - not eligible for the e-visa; apply at a Turkish embassy/consulate
 *
 * Several nationalities have age-dependent rules (e.g. Algeria, Egypt, Iraq, Libya); the
 * value recorded here is the one that applies to a typical adult applicant, and the
 * exceptions are noted inline.
 *
 * Sources consulted (through stored copies / excerpts - the live evisa.gov.tr country list
 * could not be read in full, so the per-country values rest on the items below):
 *   - Republic of Türkiye e-Visa system: https://www.evisa.gov.tr/en/ (conditional e-visa
 *     rules as quoted from it; its 2013 launch lists via the MFA press release no. 132)
 *   - Republic of Türkiye Ministry of Foreign Affairs, "Visa Information for Foreigners":
 *     https://www.mfa.gov.tr/visa-information-for-foreigners.en.mfa, per-country mfa.gov.tr
 *     pages (e.g. Mexico), Turkish Embassy Jakarta and Doha announcements
 *   - Wikipedia, "Visa policy of Turkey": https://en.wikipedia.org/wiki/Visa_policy_of_Turkey
 *     (older revisions only, e.g. oldid=1124164862, Nov 2022)
 *   - Presidential decrees published in the Official Gazette (Resmî Gazete), as reported by
 *     Daily Sabah, Anadolu Agency and others: USA/Canada/Bahrain/UAE/Saudi Arabia/Oman
 *     exemption (23 Dec 2023); China exemption from 2 Jan 2026 (31 Dec 2025); Tajikistan
 *     exemption revoked (Apr 2024); Indonesia 30-day exemption (Dec 2021); Iraq under-15 /
 *     over-50 exemption (Sep 2024); Algeria and Libya age-based exemptions (2018-2019)
 *   - News reports of South Africa's removal from the e-visa system (The Citizen, 9 Jul 2022) and of
 *     its reversal days later (inafricaandbeyond.com: "blamed on a 'temporary glitch'")
 *   - Passport Index dataset (github.com/ilyankou/passport-index-dataset, the visualpharm fork,
 *     passport-index-tidy-iso2.csv, updated Dec 2025): e-visa / visa-free / visa required per
 *     nationality (it does not tell the conditional e-visa from "visa required")
 *   - Commercial e-visa agencies' country lists (e.g. turkey-visa-online.org, updated Feb 2024),
 *     used only where they agree with the sources above
 *   - ISO 3166-1 (numeric / alpha-3 / alpha-2); Kosovo uses the user-assigned 983 / XKX / XK
 *
 * Checked: 2026-11-23
 *
 * IMPORTANT: visa policy changes often and without much notice. This table is reference
 * data, not legal advice - staff must re-verify a nationality against evisa.gov.tr and the
 * MFA page before relying on it, and entries marked "low confidence" first of all.
 */
import type { CountryRecord } from './countries.js';

/** Every UN member state plus Palestine, Vatican City, Kosovo, Taiwan, Hong Kong and Macao. Sorted by name. */
export const COUNTRIES: readonly CountryRecord[] = [
  { id: 4, code: 'AFG', alpha2: 'AF', name: 'Afghanistan', visaPolicy: 'conditional' }, // MFA via AA (May 2013) and later agency lists; nothing found withdrawing it after 2021
  { id: 8, code: 'ALB', alpha2: 'AL', name: 'Albania', visaPolicy: 'exempt' },
  { id: 12, code: 'DZA', alpha2: 'DZ', name: 'Algeria', visaPolicy: 'conditional' }, // under 15 / over 65: visa-exempt since Dec 2019; ages 15-65 conditional (18-35 rules have varied)
  { id: 20, code: 'AND', alpha2: 'AD', name: 'Andorra', visaPolicy: 'exempt' },
  { id: 24, code: 'AGO', alpha2: 'AO', name: 'Angola', visaPolicy: 'conditional' },
  { id: 28, code: 'ATG', alpha2: 'AG', name: 'Antigua and Barbuda', visaPolicy: 'evisa' },
  { id: 32, code: 'ARG', alpha2: 'AR', name: 'Argentina', visaPolicy: 'exempt' },
  { id: 51, code: 'ARM', alpha2: 'AM', name: 'Armenia', visaPolicy: 'evisa' },
  { id: 36, code: 'AUS', alpha2: 'AU', name: 'Australia', visaPolicy: 'evisa' },
  { id: 40, code: 'AUT', alpha2: 'AT', name: 'Austria', visaPolicy: 'exempt' },
  { id: 31, code: 'AZE', alpha2: 'AZ', name: 'Azerbaijan', visaPolicy: 'exempt' },
  { id: 44, code: 'BHS', alpha2: 'BS', name: 'Bahamas', visaPolicy: 'evisa' },
  { id: 48, code: 'BHR', alpha2: 'BH', name: 'Bahrain', visaPolicy: 'exempt' }, // visa-exempt (decree of 23 Dec 2023)
  { id: 50, code: 'BGD', alpha2: 'BD', name: 'Bangladesh', visaPolicy: 'conditional' },
  { id: 52, code: 'BRB', alpha2: 'BB', name: 'Barbados', visaPolicy: 'evisa' },
  { id: 112, code: 'BLR', alpha2: 'BY', name: 'Belarus', visaPolicy: 'exempt' },
  { id: 56, code: 'BEL', alpha2: 'BE', name: 'Belgium', visaPolicy: 'exempt' },
  { id: 84, code: 'BLZ', alpha2: 'BZ', name: 'Belize', visaPolicy: 'exempt' },
  { id: 204, code: 'BEN', alpha2: 'BJ', name: 'Benin', visaPolicy: 'conditional' },
  { id: 64, code: 'BTN', alpha2: 'BT', name: 'Bhutan', visaPolicy: 'conditional' },
  { id: 68, code: 'BOL', alpha2: 'BO', name: 'Bolivia', visaPolicy: 'exempt' },
  { id: 70, code: 'BIH', alpha2: 'BA', name: 'Bosnia and Herzegovina', visaPolicy: 'exempt' },
  { id: 72, code: 'BWA', alpha2: 'BW', name: 'Botswana', visaPolicy: 'conditional' },
  { id: 76, code: 'BRA', alpha2: 'BR', name: 'Brazil', visaPolicy: 'exempt' },
  { id: 96, code: 'BRN', alpha2: 'BN', name: 'Brunei', visaPolicy: 'exempt' },
  { id: 100, code: 'BGR', alpha2: 'BG', name: 'Bulgaria', visaPolicy: 'exempt' },
  { id: 854, code: 'BFA', alpha2: 'BF', name: 'Burkina Faso', visaPolicy: 'conditional' },
  { id: 108, code: 'BDI', alpha2: 'BI', name: 'Burundi', visaPolicy: 'conditional' },
  { id: 116, code: 'KHM', alpha2: 'KH', name: 'Cambodia', visaPolicy: 'conditional' },
  { id: 120, code: 'CMR', alpha2: 'CM', name: 'Cameroon', visaPolicy: 'conditional' },
  { id: 124, code: 'CAN', alpha2: 'CA', name: 'Canada', visaPolicy: 'exempt' }, // visa-exempt 90/180 days (decree of 23 Dec 2023); was e-visa before
  { id: 132, code: 'CPV', alpha2: 'CV', name: 'Cape Verde', visaPolicy: 'conditional' },
  { id: 140, code: 'CAF', alpha2: 'CF', name: 'Central African Republic', visaPolicy: 'conditional' },
  { id: 148, code: 'TCD', alpha2: 'TD', name: 'Chad', visaPolicy: 'conditional' },
  { id: 152, code: 'CHL', alpha2: 'CL', name: 'Chile', visaPolicy: 'exempt' },
  { id: 156, code: 'CHN', alpha2: 'CN', name: 'China', visaPolicy: 'exempt' }, // visa-exempt 90/180 days from 2 Jan 2026 (presidential decree, Official Gazette 31 Dec 2025); was e-visa before
  { id: 170, code: 'COL', alpha2: 'CO', name: 'Colombia', visaPolicy: 'exempt' },
  { id: 174, code: 'COM', alpha2: 'KM', name: 'Comoros', visaPolicy: 'conditional' },
  { id: 188, code: 'CRI', alpha2: 'CR', name: 'Costa Rica', visaPolicy: 'exempt' },
  { id: 384, code: 'CIV', alpha2: 'CI', name: 'Côte d\'Ivoire', visaPolicy: 'conditional' },
  { id: 191, code: 'HRV', alpha2: 'HR', name: 'Croatia', visaPolicy: 'exempt' },
  { id: 192, code: 'CUB', alpha2: 'CU', name: 'Cuba', visaPolicy: 'consulate' }, // "Cuban holders of ordinary passports need a visa", application via visa.gov.tr (directoriocubano.info, 2025)
  { id: 196, code: 'CYP', alpha2: 'CY', name: 'Cyprus', visaPolicy: 'evisa' }, // listed on evisa.gov.tr as "Greek Cypriot Administration of Southern Cyprus"
  { id: 203, code: 'CZE', alpha2: 'CZ', name: 'Czechia', visaPolicy: 'exempt' },
  { id: 180, code: 'COD', alpha2: 'CD', name: 'Democratic Republic of the Congo', visaPolicy: 'conditional' },
  { id: 208, code: 'DNK', alpha2: 'DK', name: 'Denmark', visaPolicy: 'exempt' },
  { id: 262, code: 'DJI', alpha2: 'DJ', name: 'Djibouti', visaPolicy: 'conditional' },
  { id: 212, code: 'DMA', alpha2: 'DM', name: 'Dominica', visaPolicy: 'evisa' },
  { id: 214, code: 'DOM', alpha2: 'DO', name: 'Dominican Republic', visaPolicy: 'evisa' }, // 2013 launch list, agency lists (Feb 2024), passport-index dataset (Dec 2025)
  { id: 218, code: 'ECU', alpha2: 'EC', name: 'Ecuador', visaPolicy: 'exempt' },
  { id: 818, code: 'EGY', alpha2: 'EG', name: 'Egypt', visaPolicy: 'conditional' }, // under 20 / over 45: e-visa without supporting document; others conditional
  { id: 222, code: 'SLV', alpha2: 'SV', name: 'El Salvador', visaPolicy: 'exempt' },
  { id: 226, code: 'GNQ', alpha2: 'GQ', name: 'Equatorial Guinea', visaPolicy: 'conditional' },
  { id: 232, code: 'ERI', alpha2: 'ER', name: 'Eritrea', visaPolicy: 'conditional' },
  { id: 233, code: 'EST', alpha2: 'EE', name: 'Estonia', visaPolicy: 'exempt' },
  { id: 748, code: 'SWZ', alpha2: 'SZ', name: 'Eswatini', visaPolicy: 'conditional' },
  { id: 231, code: 'ETH', alpha2: 'ET', name: 'Ethiopia', visaPolicy: 'conditional' },
  { id: 242, code: 'FJI', alpha2: 'FJ', name: 'Fiji', visaPolicy: 'conditional' },
  { id: 246, code: 'FIN', alpha2: 'FI', name: 'Finland', visaPolicy: 'exempt' },
  { id: 250, code: 'FRA', alpha2: 'FR', name: 'France', visaPolicy: 'exempt' },
  { id: 266, code: 'GAB', alpha2: 'GA', name: 'Gabon', visaPolicy: 'conditional' },
  { id: 270, code: 'GMB', alpha2: 'GM', name: 'Gambia', visaPolicy: 'conditional' },
  { id: 268, code: 'GEO', alpha2: 'GE', name: 'Georgia', visaPolicy: 'exempt' },
  { id: 276, code: 'DEU', alpha2: 'DE', name: 'Germany', visaPolicy: 'exempt' },
  { id: 288, code: 'GHA', alpha2: 'GH', name: 'Ghana', visaPolicy: 'conditional' },
  { id: 300, code: 'GRC', alpha2: 'GR', name: 'Greece', visaPolicy: 'exempt' },
  { id: 308, code: 'GRD', alpha2: 'GD', name: 'Grenada', visaPolicy: 'evisa' },
  { id: 320, code: 'GTM', alpha2: 'GT', name: 'Guatemala', visaPolicy: 'exempt' },
  { id: 324, code: 'GIN', alpha2: 'GN', name: 'Guinea', visaPolicy: 'conditional' },
  { id: 624, code: 'GNB', alpha2: 'GW', name: 'Guinea-Bissau', visaPolicy: 'conditional' },
  { id: 328, code: 'GUY', alpha2: 'GY', name: 'Guyana', visaPolicy: 'consulate' }, // "visa required" in the passport-index dataset (Dec 2025), in no e-visa list found; medium confidence - re-verify
  { id: 332, code: 'HTI', alpha2: 'HT', name: 'Haiti', visaPolicy: 'evisa' }, // 2013 launch list and agency lists (Feb 2024); medium confidence - re-verify
  { id: 340, code: 'HND', alpha2: 'HN', name: 'Honduras', visaPolicy: 'exempt' },
  { id: 344, code: 'HKG', alpha2: 'HK', name: 'Hong Kong', visaPolicy: 'exempt' },
  { id: 348, code: 'HUN', alpha2: 'HU', name: 'Hungary', visaPolicy: 'exempt' },
  { id: 352, code: 'ISL', alpha2: 'IS', name: 'Iceland', visaPolicy: 'exempt' },
  { id: 356, code: 'IND', alpha2: 'IN', name: 'India', visaPolicy: 'conditional' },
  { id: 360, code: 'IDN', alpha2: 'ID', name: 'Indonesia', visaPolicy: 'exempt' }, // visa-exempt up to 30 days since 24 Dec 2021 (decree no. 4930)
  { id: 364, code: 'IRN', alpha2: 'IR', name: 'Iran', visaPolicy: 'exempt' },
  { id: 368, code: 'IRQ', alpha2: 'IQ', name: 'Iraq', visaPolicy: 'conditional' }, // under 15 / over 50: visa-exempt since 1 Sep 2024; others conditional
  { id: 372, code: 'IRL', alpha2: 'IE', name: 'Ireland', visaPolicy: 'exempt' },
  { id: 376, code: 'ISR', alpha2: 'IL', name: 'Israel', visaPolicy: 'exempt' },
  { id: 380, code: 'ITA', alpha2: 'IT', name: 'Italy', visaPolicy: 'exempt' },
  { id: 388, code: 'JAM', alpha2: 'JM', name: 'Jamaica', visaPolicy: 'evisa' },
  { id: 392, code: 'JPN', alpha2: 'JP', name: 'Japan', visaPolicy: 'exempt' },
  { id: 400, code: 'JOR', alpha2: 'JO', name: 'Jordan', visaPolicy: 'exempt' }, // suspended in 2016, restored by 2017 (Jordan Times, May 2017); agreement still cited in force (TRT World, Feb 2026)
  { id: 398, code: 'KAZ', alpha2: 'KZ', name: 'Kazakhstan', visaPolicy: 'exempt' },
  { id: 404, code: 'KEN', alpha2: 'KE', name: 'Kenya', visaPolicy: 'conditional' },
  { id: 296, code: 'KIR', alpha2: 'KI', name: 'Kiribati', visaPolicy: 'consulate' },
  { id: 983, code: 'XKX', alpha2: 'XK', name: 'Kosovo', visaPolicy: 'exempt' },
  { id: 414, code: 'KWT', alpha2: 'KW', name: 'Kuwait', visaPolicy: 'exempt' }, // visa-exempt 90 days
  { id: 417, code: 'KGZ', alpha2: 'KG', name: 'Kyrgyzstan', visaPolicy: 'exempt' },
  { id: 418, code: 'LAO', alpha2: 'LA', name: 'Laos', visaPolicy: 'consulate' }, // "visa required" in the passport-index dataset (Dec 2025), in no e-visa list found; medium confidence - re-verify
  { id: 428, code: 'LVA', alpha2: 'LV', name: 'Latvia', visaPolicy: 'exempt' },
  { id: 422, code: 'LBN', alpha2: 'LB', name: 'Lebanon', visaPolicy: 'exempt' },
  { id: 426, code: 'LSO', alpha2: 'LS', name: 'Lesotho', visaPolicy: 'conditional' },
  { id: 430, code: 'LBR', alpha2: 'LR', name: 'Liberia', visaPolicy: 'conditional' },
  { id: 434, code: 'LBY', alpha2: 'LY', name: 'Libya', visaPolicy: 'conditional' }, // children / older travellers visa-exempt (age limits have changed: 12/65, then 16/55); others conditional
  { id: 438, code: 'LIE', alpha2: 'LI', name: 'Liechtenstein', visaPolicy: 'exempt' },
  { id: 440, code: 'LTU', alpha2: 'LT', name: 'Lithuania', visaPolicy: 'exempt' },
  { id: 442, code: 'LUX', alpha2: 'LU', name: 'Luxembourg', visaPolicy: 'exempt' },
  { id: 446, code: 'MAC', alpha2: 'MO', name: 'Macao', visaPolicy: 'exempt' },
  { id: 450, code: 'MDG', alpha2: 'MG', name: 'Madagascar', visaPolicy: 'conditional' },
  { id: 454, code: 'MWI', alpha2: 'MW', name: 'Malawi', visaPolicy: 'conditional' },
  { id: 458, code: 'MYS', alpha2: 'MY', name: 'Malaysia', visaPolicy: 'exempt' },
  { id: 462, code: 'MDV', alpha2: 'MV', name: 'Maldives', visaPolicy: 'evisa' },
  { id: 466, code: 'MLI', alpha2: 'ML', name: 'Mali', visaPolicy: 'conditional' },
  { id: 470, code: 'MLT', alpha2: 'MT', name: 'Malta', visaPolicy: 'exempt' },
  { id: 584, code: 'MHL', alpha2: 'MH', name: 'Marshall Islands', visaPolicy: 'consulate' },
  { id: 478, code: 'MRT', alpha2: 'MR', name: 'Mauritania', visaPolicy: 'conditional' },
  { id: 480, code: 'MUS', alpha2: 'MU', name: 'Mauritius', visaPolicy: 'evisa' },
  { id: 484, code: 'MEX', alpha2: 'MX', name: 'Mexico', visaPolicy: 'evisa' }, // single-entry e-visa up to 30 days (MFA)
  { id: 583, code: 'FSM', alpha2: 'FM', name: 'Micronesia', visaPolicy: 'consulate' },
  { id: 498, code: 'MDA', alpha2: 'MD', name: 'Moldova', visaPolicy: 'exempt' },
  { id: 492, code: 'MCO', alpha2: 'MC', name: 'Monaco', visaPolicy: 'exempt' },
  { id: 496, code: 'MNG', alpha2: 'MN', name: 'Mongolia', visaPolicy: 'exempt' },
  { id: 499, code: 'MNE', alpha2: 'ME', name: 'Montenegro', visaPolicy: 'exempt' },
  { id: 504, code: 'MAR', alpha2: 'MA', name: 'Morocco', visaPolicy: 'exempt' },
  { id: 508, code: 'MOZ', alpha2: 'MZ', name: 'Mozambique', visaPolicy: 'conditional' },
  { id: 104, code: 'MMR', alpha2: 'MM', name: 'Myanmar', visaPolicy: 'consulate' },
  { id: 516, code: 'NAM', alpha2: 'NA', name: 'Namibia', visaPolicy: 'conditional' },
  { id: 520, code: 'NRU', alpha2: 'NR', name: 'Nauru', visaPolicy: 'consulate' },
  { id: 524, code: 'NPL', alpha2: 'NP', name: 'Nepal', visaPolicy: 'conditional' },
  { id: 528, code: 'NLD', alpha2: 'NL', name: 'Netherlands', visaPolicy: 'exempt' },
  { id: 554, code: 'NZL', alpha2: 'NZ', name: 'New Zealand', visaPolicy: 'exempt' },
  { id: 558, code: 'NIC', alpha2: 'NI', name: 'Nicaragua', visaPolicy: 'exempt' },
  { id: 562, code: 'NER', alpha2: 'NE', name: 'Niger', visaPolicy: 'conditional' },
  { id: 566, code: 'NGA', alpha2: 'NG', name: 'Nigeria', visaPolicy: 'conditional' },
  { id: 408, code: 'PRK', alpha2: 'KP', name: 'North Korea', visaPolicy: 'consulate' },
  { id: 807, code: 'MKD', alpha2: 'MK', name: 'North Macedonia', visaPolicy: 'exempt' },
  { id: 578, code: 'NOR', alpha2: 'NO', name: 'Norway', visaPolicy: 'exempt' },
  { id: 512, code: 'OMN', alpha2: 'OM', name: 'Oman', visaPolicy: 'exempt' }, // visa-exempt (decree of 23 Dec 2023)
  { id: 586, code: 'PAK', alpha2: 'PK', name: 'Pakistan', visaPolicy: 'conditional' },
  { id: 585, code: 'PLW', alpha2: 'PW', name: 'Palau', visaPolicy: 'consulate' },
  { id: 275, code: 'PSE', alpha2: 'PS', name: 'Palestine', visaPolicy: 'conditional' },
  { id: 591, code: 'PAN', alpha2: 'PA', name: 'Panama', visaPolicy: 'exempt' },
  { id: 598, code: 'PNG', alpha2: 'PG', name: 'Papua New Guinea', visaPolicy: 'consulate' },
  { id: 600, code: 'PRY', alpha2: 'PY', name: 'Paraguay', visaPolicy: 'exempt' },
  { id: 604, code: 'PER', alpha2: 'PE', name: 'Peru', visaPolicy: 'exempt' },
  { id: 608, code: 'PHL', alpha2: 'PH', name: 'Philippines', visaPolicy: 'conditional' },
  { id: 616, code: 'POL', alpha2: 'PL', name: 'Poland', visaPolicy: 'exempt' },
  { id: 620, code: 'PRT', alpha2: 'PT', name: 'Portugal', visaPolicy: 'exempt' },
  { id: 634, code: 'QAT', alpha2: 'QA', name: 'Qatar', visaPolicy: 'exempt' }, // mutual visa exemption agreement in force since 28 May 2016
  { id: 178, code: 'COG', alpha2: 'CG', name: 'Republic of the Congo', visaPolicy: 'conditional' },
  { id: 642, code: 'ROU', alpha2: 'RO', name: 'Romania', visaPolicy: 'exempt' },
  { id: 643, code: 'RUS', alpha2: 'RU', name: 'Russia', visaPolicy: 'exempt' },
  { id: 646, code: 'RWA', alpha2: 'RW', name: 'Rwanda', visaPolicy: 'conditional' },
  { id: 659, code: 'KNA', alpha2: 'KN', name: 'Saint Kitts and Nevis', visaPolicy: 'exempt' },
  { id: 662, code: 'LCA', alpha2: 'LC', name: 'Saint Lucia', visaPolicy: 'evisa' },
  { id: 670, code: 'VCT', alpha2: 'VC', name: 'Saint Vincent and the Grenadines', visaPolicy: 'evisa' },
  { id: 882, code: 'WSM', alpha2: 'WS', name: 'Samoa', visaPolicy: 'consulate' },
  { id: 674, code: 'SMR', alpha2: 'SM', name: 'San Marino', visaPolicy: 'exempt' },
  { id: 678, code: 'STP', alpha2: 'ST', name: 'São Tomé and Príncipe', visaPolicy: 'conditional' },
  { id: 682, code: 'SAU', alpha2: 'SA', name: 'Saudi Arabia', visaPolicy: 'exempt' }, // visa-exempt (decree of 23 Dec 2023)
  { id: 686, code: 'SEN', alpha2: 'SN', name: 'Senegal', visaPolicy: 'conditional' },
  { id: 688, code: 'SRB', alpha2: 'RS', name: 'Serbia', visaPolicy: 'exempt' },
  { id: 690, code: 'SYC', alpha2: 'SC', name: 'Seychelles', visaPolicy: 'exempt' },
  { id: 694, code: 'SLE', alpha2: 'SL', name: 'Sierra Leone', visaPolicy: 'conditional' },
  { id: 702, code: 'SGP', alpha2: 'SG', name: 'Singapore', visaPolicy: 'exempt' },
  { id: 703, code: 'SVK', alpha2: 'SK', name: 'Slovakia', visaPolicy: 'exempt' },
  { id: 705, code: 'SVN', alpha2: 'SI', name: 'Slovenia', visaPolicy: 'exempt' },
  { id: 90, code: 'SLB', alpha2: 'SB', name: 'Solomon Islands', visaPolicy: 'conditional' },
  { id: 706, code: 'SOM', alpha2: 'SO', name: 'Somalia', visaPolicy: 'conditional' },
  { id: 710, code: 'ZAF', alpha2: 'ZA', name: 'South Africa', visaPolicy: 'evisa' }, // removed from the e-visa system on 8 Jul 2022, restored within days ("a temporary glitch"); e-visa in lists of Feb 2024 and the passport-index dataset (Dec 2025)
  { id: 410, code: 'KOR', alpha2: 'KR', name: 'South Korea', visaPolicy: 'exempt' },
  { id: 728, code: 'SSD', alpha2: 'SS', name: 'South Sudan', visaPolicy: 'consulate' }, // "visa required" in the passport-index dataset (Dec 2025), in no e-visa list found; medium confidence - re-verify
  { id: 724, code: 'ESP', alpha2: 'ES', name: 'Spain', visaPolicy: 'exempt' },
  { id: 144, code: 'LKA', alpha2: 'LK', name: 'Sri Lanka', visaPolicy: 'conditional' },
  { id: 729, code: 'SDN', alpha2: 'SD', name: 'Sudan', visaPolicy: 'conditional' },
  { id: 740, code: 'SUR', alpha2: 'SR', name: 'Suriname', visaPolicy: 'evisa' }, // 30-day e-visa in agency lists (Nov 2023, Feb 2024) and the passport-index dataset (Dec 2025); medium confidence
  { id: 752, code: 'SWE', alpha2: 'SE', name: 'Sweden', visaPolicy: 'exempt' },
  { id: 756, code: 'CHE', alpha2: 'CH', name: 'Switzerland', visaPolicy: 'exempt' },
  { id: 760, code: 'SYR', alpha2: 'SY', name: 'Syria', visaPolicy: 'consulate' },
  { id: 158, code: 'TWN', alpha2: 'TW', name: 'Taiwan', visaPolicy: 'evisa' }, // multiple-entry e-visa since Oct 2019
  { id: 762, code: 'TJK', alpha2: 'TJ', name: 'Tajikistan', visaPolicy: 'consulate' }, // visa exemption revoked 6 Apr 2024 (decree of 5 Apr 2024); visa from a Turkish mission
  { id: 834, code: 'TZA', alpha2: 'TZ', name: 'Tanzania', visaPolicy: 'conditional' },
  { id: 764, code: 'THA', alpha2: 'TH', name: 'Thailand', visaPolicy: 'exempt' },
  { id: 626, code: 'TLS', alpha2: 'TL', name: 'Timor-Leste', visaPolicy: 'evisa' },
  { id: 768, code: 'TGO', alpha2: 'TG', name: 'Togo', visaPolicy: 'conditional' },
  { id: 776, code: 'TON', alpha2: 'TO', name: 'Tonga', visaPolicy: 'consulate' },
  { id: 780, code: 'TTO', alpha2: 'TT', name: 'Trinidad and Tobago', visaPolicy: 'exempt' },
  { id: 788, code: 'TUN', alpha2: 'TN', name: 'Tunisia', visaPolicy: 'exempt' },
  { id: 792, code: 'TUR', alpha2: 'TR', name: 'Türkiye', visaPolicy: 'exempt' }, // own citizens; no visa needed
  { id: 795, code: 'TKM', alpha2: 'TM', name: 'Turkmenistan', visaPolicy: 'exempt' },
  { id: 798, code: 'TUV', alpha2: 'TV', name: 'Tuvalu', visaPolicy: 'consulate' },
  { id: 800, code: 'UGA', alpha2: 'UG', name: 'Uganda', visaPolicy: 'conditional' },
  { id: 804, code: 'UKR', alpha2: 'UA', name: 'Ukraine', visaPolicy: 'exempt' },
  { id: 784, code: 'ARE', alpha2: 'AE', name: 'United Arab Emirates', visaPolicy: 'exempt' }, // visa-exempt (decree of 23 Dec 2023)
  { id: 826, code: 'GBR', alpha2: 'GB', name: 'United Kingdom', visaPolicy: 'exempt' },
  { id: 840, code: 'USA', alpha2: 'US', name: 'United States', visaPolicy: 'exempt' }, // visa-exempt 90/180 days (presidential decree, Official Gazette 23 Dec 2023); was e-visa before
  { id: 858, code: 'URY', alpha2: 'UY', name: 'Uruguay', visaPolicy: 'exempt' },
  { id: 860, code: 'UZB', alpha2: 'UZ', name: 'Uzbekistan', visaPolicy: 'exempt' },
  { id: 548, code: 'VUT', alpha2: 'VU', name: 'Vanuatu', visaPolicy: 'conditional' },
  { id: 336, code: 'VAT', alpha2: 'VA', name: 'Vatican City', visaPolicy: 'exempt' },
  { id: 862, code: 'VEN', alpha2: 'VE', name: 'Venezuela', visaPolicy: 'exempt' },
  { id: 704, code: 'VNM', alpha2: 'VN', name: 'Vietnam', visaPolicy: 'conditional' },
  { id: 887, code: 'YEM', alpha2: 'YE', name: 'Yemen', visaPolicy: 'conditional' },
  { id: 894, code: 'ZMB', alpha2: 'ZM', name: 'Zambia', visaPolicy: 'conditional' },
  { id: 716, code: 'ZWE', alpha2: 'ZW', name: 'Zimbabwe', visaPolicy: 'conditional' }, // "visa required" in the passport-index dataset (Dec 2025), which cannot tell conditional from consulate; low confidence - re-verify
];

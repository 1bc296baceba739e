import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, MESSAGES } from '@evisa/contracts';

/**
 * The site has two terms documents: the Terms of Service (/terms-of-service, namespace `terms`),
 * which govern an order and which the wizard's and the insurance page's box accepts, and the Terms
 * & Conditions (/terms, namespace `conditions`), the rules for using the website. Each must be
 * named so a reader knows which is which, and every text that names one must use its name. In
 * German and French the usual names mean the opposite of a first guess: AGB and CGV govern a
 * purchase, Nutzungsbedingungen and CGU the use of a website, so the orders document has to be
 * the AGB / CGV (they were swapped: "Ich akzeptiere die Nutzungsbedingungen" accepted a website-use
 * name for the contract of the order).
 */
type Json = { [key: string]: string | Json };
const read = (language: string, namespace: string): Json =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as Json;
const at = (json: Json, path: string): string => {
  const value = path.split('.').reduce<string | Json>((node, key) => (node as Json)[key], json);
  if (typeof value !== 'string') throw new Error(`${path} is not a string`);
  return value;
};
const plain = (text: string) => text.replace(/<\/?\w+>/g, '');

/** What each language calls each document, as patterns that also allow grammatical inflection. */
const NAMES: Record<string, { orders: RegExp; websiteUse: RegExp }> = {
  en: { orders: /Terms of Service/, websiteUse: /Terms & Conditions/ },
  de: { orders: /Allgemeinen? Geschäftsbedingungen/, websiteUse: /Nutzungsbedingungen der Website/ },
  fr: { orders: /Conditions générales de vente/, websiteUse: /Conditions d'utilisation du site/ },
};

/** Every text that names the orders document (namespace, key). */
const NAMING_THE_ORDERS_DOCUMENT = [
  ['terms', 'title'],
  ['common', 'footer.links.termsOfService'],
  ['wizard', 'summary.acceptTerms'],
  ['wizard', 'errors.termsRequired.title'],
  ['wizard', 'errors.termsRequired.description'],
  ['insurance', 'errors.termsRequired.title'],
  ['insurance', 'errors.termsRequired.description'],
  ['refund', 'legalRights.text'],
  ['refund', 'legalRights.link'],
  ['privacy', 'data.consents'],
  ['kvkk', 'data.travel'],
  ['conditions', 'about.orders'],
  ['conditions', 'about.link'],
] as const;

/** Every text that names the website-use document. */
const NAMING_THE_WEBSITE_USE_DOCUMENT = [
  ['conditions', 'title'],
  ['common', 'footer.links.terms'],
] as const;

describe('the names of the two terms documents', () => {
  it.each(Object.keys(NAMES))('in %s, every text naming either document uses its name, and never the other one', (language) => {
    const { orders, websiteUse } = NAMES[language]!;
    for (const [namespace, key] of NAMING_THE_ORDERS_DOCUMENT) {
      const text = plain(at(read(language, namespace), key));
      expect([namespace, key, orders.test(text)]).toEqual([namespace, key, true]);
      expect([namespace, key, websiteUse.test(text)]).toEqual([namespace, key, false]);
    }
    for (const [namespace, key] of NAMING_THE_WEBSITE_USE_DOCUMENT) {
      const text = at(read(language, namespace), key);
      expect([namespace, key, websiteUse.test(text)]).toEqual([namespace, key, true]);
      expect([namespace, key, orders.test(text)]).toEqual([namespace, key, false]);
    }
  });

  it('the required-toast outside the wizard (messages) names the orders document too', () => {
    expect(MESSAGES.termsRequired).toMatch(NAMES.en!.orders);
    for (const language of ['de', 'fr']) expect(at(read(language, 'messages'), 'termsRequired')).toMatch(NAMES[language]!.orders);
  });

  it.each(LANGUAGE_CODES)('in %s, the two documents have different names, and the footer links say the pages\' titles', (language) => {
    const ordersTitle = at(read(language, 'terms'), 'title');
    const websiteUseTitle = at(read(language, 'conditions'), 'title');
    expect(ordersTitle).not.toBe(websiteUseTitle);
    expect(at(read(language, 'common'), 'footer.links.termsOfService')).toBe(ordersTitle);
    expect(at(read(language, 'common'), 'footer.links.terms')).toBe(websiteUseTitle);
  });
});

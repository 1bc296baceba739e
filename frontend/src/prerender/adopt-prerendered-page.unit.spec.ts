import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { INDIA, startWizard } from '../features/visa-wizard/machines/visa-wizard.test-support';
import { WIZARD_PROGRESS_KEY, loadWizardProgress, persistWizardProgress } from '../features/visa-wizard/lib/wizard-progress';
import { adoptPrerenderedPage, type VisaSituations } from './adopt-prerendered-page';
import { visaSituationsScript } from './visa-situations';

// What index.html runs is the function's source text on its own (see prerender.tsx's adoptScript).
const standalone = new Function(`return (${adoptPrerenderedPage.toString()})`)() as typeof adoptPrerenderedPage;
const visaSituations = new Function(`return ${visaSituationsScript()}`)() as VisaSituations;
const adopt = (path: string, search: string, storage: Pick<Storage, 'getItem'> | null = sessionStorage) =>
  standalone(document, path, search, storage, WIZARD_PROGRESS_KEY, visaSituations);

/** The body of index.html as the build writes it, with the head script's flags for a visit to `path`. */
function setUpDocument(path: string, language = 'en') {
  document.documentElement.lang = language;
  if (language !== 'en') document.documentElement.setAttribute('data-prerender-stale', 'language');
  else if (path === '/application' || path === '/insurance') document.documentElement.setAttribute('data-prerender-stale', 'adopting');
  else if (path !== '/') document.documentElement.setAttribute('data-prerender-stale', 'page');
  document.body.innerHTML =
    '<div id="root" data-prerendered="/"><main><h1>Home</h1></main></div>' +
    '<template data-prerendered="/application"><main><h1>Wizard</h1></main></template>' +
    '<template data-prerendered="/insurance"><main><h1>Insurance</h1>' +
    '<section aria-labelledby="insurance-legal-title"><h2 id="insurance-legal-title">Notice</h2></section><div data-testid="insurance-loading"></div></main>' +
    ['exempt', 'evisa', 'conditional', 'consulate']
      .map((policy) => `<template data-visa-policy="${policy}"><section id="visa"><h2>${policy}</h2><p>Citizens of __COUNTRY__: ${policy}.</p></section></template>`)
      .join('') +
    '</template>';
}

const root = () => document.getElementById('root')!;
const stale = () => document.documentElement.getAttribute('data-prerender-stale');

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.documentElement.removeAttribute('data-prerender-stale');
  document.body.innerHTML = '';
});

describe('adopting a prerendered page (index.html inline script)', () => {
  it("puts the wizard's markup into #root for an English visit and shows it", () => {
    setUpDocument('/application');
    adopt('/application', '');
    expect(root()).toHaveTextContent('Wizard');
    expect(root()).toHaveAttribute('data-prerendered', '/application');
    expect(stale()).toBeNull();
  });

  it('leaves the home page alone on the home page', () => {
    setUpDocument('/');
    adopt('/', '');
    expect(root()).toHaveTextContent('Home');
    expect(root()).toHaveAttribute('data-prerendered', '/');
  });

  it('keeps the home markup hidden for another language (React renders the page in it)', () => {
    setUpDocument('/application', 'de');
    adopt('/application', '');
    expect(root()).toHaveTextContent('Home');
    expect(stale()).toBe('language');
  });

  it('leaves a page without a template to React, showing only the shell meanwhile', () => {
    setUpDocument('/status');
    adopt('/status', '');
    expect(root()).toHaveAttribute('data-prerendered', '/');
    expect(stale()).toBe('page');
  });

  it('adopts the wizard when the tab saved only an untouched first step (as the wizard saves on opening)', () => {
    const wizard = startWizard();
    persistWizardProgress(wizard.actor.getSnapshot(), sessionStorage);
    expect(sessionStorage.getItem(WIZARD_PROGRESS_KEY)).not.toBeNull();
    setUpDocument('/application');
    adopt('/application', '');
    expect(root()).toHaveAttribute('data-prerendered', '/application');
  });

  it('does not adopt the wizard when a restored session will show answers, and shows the shell instead', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'SELECT_COUNTRY', country: INDIA });
    persistWizardProgress(wizard.actor.getSnapshot(), sessionStorage);
    expect(loadWizardProgress(sessionStorage)?.form.country).toEqual(INDIA);
    setUpDocument('/application');
    adopt('/application', '');
    expect(root()).toHaveAttribute('data-prerendered', '/');
    expect(stale()).toBe('page');
  });

  it('does not adopt the wizard for a chosen document type alone', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' });
    persistWizardProgress(wizard.actor.getSnapshot(), sessionStorage);
    setUpDocument('/application');
    adopt('/application', '');
    expect(root()).toHaveAttribute('data-prerendered', '/');
  });

  it('adopts the wizard when saved progress is unreadable or storage is unavailable (the wizard starts empty then too)', () => {
    sessionStorage.setItem(WIZARD_PROGRESS_KEY, '{not json');
    expect(loadWizardProgress(sessionStorage)).toBeUndefined();
    setUpDocument('/application');
    adopt('/application', '');
    expect(root()).toHaveAttribute('data-prerendered', '/application');

    setUpDocument('/application');
    adopt('/application', '', null);
    expect(root()).toHaveAttribute('data-prerendered', '/application');
  });

  it('adopts the insurance page for a direct visit', () => {
    setUpDocument('/insurance');
    adopt('/insurance', '?utm_source=home');
    expect(root()).toHaveTextContent('Insurance');
    expect(root()).toHaveAttribute('data-prerendered', '/insurance');
    expect(stale()).toBeNull();
  });

  it("adopts the insurance page for a visit from the wizard with the country's visa situation where the page renders it", () => {
    setUpDocument('/insurance');
    adopt('/insurance', '?country=Cuba');
    expect(root()).toHaveAttribute('data-prerendered', '/insurance');
    expect(stale()).toBeNull();
    const section = root().querySelector('#visa');
    expect(section).toHaveTextContent('Citizens of Cuba: consulate.');
    expect(section?.previousElementSibling).toHaveAttribute('aria-labelledby', 'insurance-legal-title');
    expect(section?.nextElementSibling).toHaveAttribute('data-testid', 'insurance-loading');
    expect(root().querySelectorAll('template')).toHaveLength(0);
  });

  it('takes the country by its code and as the router decodes it, and puts a name in as text only', () => {
    setUpDocument('/insurance');
    adopt('/insurance', '?country=deu');
    expect(root().querySelector('#visa')).toHaveTextContent('Citizens of Germany: exempt.');

    setUpDocument('/insurance');
    adopt('/insurance', `?country=${encodeURIComponent(' "Côte d\'Ivoire" ')}`);
    expect(root().querySelector('#visa')).toHaveTextContent("Citizens of Côte d'Ivoire: conditional.");
    expect(root().querySelector('#visa p')?.childNodes).toHaveLength(1);

    setUpDocument('/insurance');
    adopt('/insurance', '?country=Antigua+and+Barbuda');
    expect(root().querySelector('#visa')).toHaveTextContent('Citizens of Antigua and Barbuda: evisa.');
  });

  it('adopts the insurance page without a visa section for an unknown, empty or repeated country, as the page renders none', () => {
    for (const search of ['?country=Narnia', '?country=', '?country=DEU&country=FRA']) {
      setUpDocument('/insurance');
      adopt('/insurance', search);
      expect(root()).toHaveAttribute('data-prerendered', '/insurance');
      expect(root().querySelector('#visa')).toBeNull();
      expect(root().querySelectorAll('template')).toHaveLength(0);
    }
  });
});

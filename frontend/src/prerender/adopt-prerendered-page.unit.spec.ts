import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { INDIA, startWizard } from '../features/visa-wizard/machines/visa-wizard.test-support';
import { WIZARD_PROGRESS_KEY, loadWizardProgress, persistWizardProgress } from '../features/visa-wizard/lib/wizard-progress';
import { adoptPrerenderedPage } from './adopt-prerendered-page';

// What index.html runs is the function's source text on its own (see prerender.tsx's adoptScript).
const standalone = new Function(`return (${adoptPrerenderedPage.toString()})`)() as typeof adoptPrerenderedPage;

/** The body of index.html as the build writes it, with the head script's flags for a visit to `path`. */
function setUpDocument(path: string, language = 'en') {
  document.documentElement.lang = language;
  if (language !== 'en') document.documentElement.setAttribute('data-prerender-stale', 'language');
  else if (path === '/application' || path === '/insurance') document.documentElement.setAttribute('data-prerender-stale', 'adopting');
  else if (path !== '/') document.documentElement.setAttribute('data-prerender-stale', 'page');
  document.body.innerHTML =
    '<div id="root" data-prerendered="/"><main><h1>Home</h1></main></div>' +
    '<template data-prerendered="/application"><main><h1>Wizard</h1></main></template>' +
    '<template data-prerendered="/insurance"><main><h1>Insurance</h1></main></template>';
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
    standalone(document, '/application', '', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveTextContent('Wizard');
    expect(root()).toHaveAttribute('data-prerendered', '/application');
    expect(stale()).toBeNull();
  });

  it('leaves the home page alone on the home page', () => {
    setUpDocument('/');
    standalone(document, '/', '', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveTextContent('Home');
    expect(root()).toHaveAttribute('data-prerendered', '/');
  });

  it('keeps the home markup hidden for another language (React renders the page in it)', () => {
    setUpDocument('/application', 'de');
    standalone(document, '/application', '', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveTextContent('Home');
    expect(stale()).toBe('language');
  });

  it('leaves a page without a template to React, showing only the shell meanwhile', () => {
    setUpDocument('/status');
    standalone(document, '/status', '', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveAttribute('data-prerendered', '/');
    expect(stale()).toBe('page');
  });

  it('adopts the wizard when the tab saved only an untouched first step (as the wizard saves on opening)', () => {
    const wizard = startWizard();
    persistWizardProgress(wizard.actor.getSnapshot(), sessionStorage);
    expect(sessionStorage.getItem(WIZARD_PROGRESS_KEY)).not.toBeNull();
    setUpDocument('/application');
    standalone(document, '/application', '', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveAttribute('data-prerendered', '/application');
  });

  it('does not adopt the wizard when a restored session will show answers, and shows the shell instead', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'SELECT_COUNTRY', country: INDIA });
    persistWizardProgress(wizard.actor.getSnapshot(), sessionStorage);
    expect(loadWizardProgress(sessionStorage)?.form.country).toEqual(INDIA);
    setUpDocument('/application');
    standalone(document, '/application', '', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveAttribute('data-prerendered', '/');
    expect(stale()).toBe('page');
  });

  it('does not adopt the wizard for a chosen document type alone', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' });
    persistWizardProgress(wizard.actor.getSnapshot(), sessionStorage);
    setUpDocument('/application');
    standalone(document, '/application', '', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveAttribute('data-prerendered', '/');
  });

  it('adopts the wizard when saved progress is unreadable or storage is unavailable (the wizard starts empty then too)', () => {
    sessionStorage.setItem(WIZARD_PROGRESS_KEY, '{not json');
    expect(loadWizardProgress(sessionStorage)).toBeUndefined();
    setUpDocument('/application');
    standalone(document, '/application', '', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveAttribute('data-prerendered', '/application');

    setUpDocument('/application');
    standalone(document, '/application', '', null, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveAttribute('data-prerendered', '/application');
  });

  it('adopts the insurance page for a direct visit', () => {
    setUpDocument('/insurance');
    standalone(document, '/insurance', '?utm_source=home', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveTextContent('Insurance');
    expect(root()).toHaveAttribute('data-prerendered', '/insurance');
    expect(stale()).toBeNull();
  });

  it('does not adopt the insurance page when the wizard sent the traveller with their country (it opens with their visa situation)', () => {
    setUpDocument('/insurance');
    standalone(document, '/insurance', '?country=Nigeria', sessionStorage, WIZARD_PROGRESS_KEY);
    expect(root()).toHaveTextContent('Home');
    expect(root()).toHaveAttribute('data-prerendered', '/');
    expect(stale()).toBe('page');
  });
});

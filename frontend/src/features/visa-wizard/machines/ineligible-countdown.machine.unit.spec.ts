import { describe, expect, it } from '@jest/globals';
import { createActor, SimulatedClock } from 'xstate';
import { ineligibleCountdownMachine, type CountdownInput, type CountdownSelection } from './ineligible-countdown.machine';

const CUBA: CountdownSelection = { countryName: 'Cuba', documentType: 'ordinary', ineligible: true };

function start(input?: CountdownInput) {
  const clock = new SimulatedClock();
  const redirects: string[] = [];
  const actor = createActor(
    ineligibleCountdownMachine.provide({ actions: { redirect: (_, params) => void redirects.push(params.url) } }),
    { clock, input },
  ).start();
  return { actor, clock, redirects };
}

describe('ineligible countdown machine', () => {
  it('waits idle until an ineligible country and a document type are both chosen', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA, documentType: null });
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(redirects).toEqual([]);
  });

  it('starts at 2, ticks once per second and redirects to insurance with the country name at zero', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA, countryName: 'São Tomé and Príncipe' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(redirects).toEqual([]);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(redirects).toEqual(['/insurance?country=S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe']);
  });

  it('restarts from 2 when the country or the document type changes while still ineligible', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA, documentType: 'diplomatic' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    clock.increment(1000);
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA, countryName: 'Kiribati' });
    clock.increment(1000);
    expect(redirects).toEqual([]);
    clock.increment(1000);
    expect(redirects).toEqual(['/insurance?country=Kiribati']);
  });

  it('stops when the country is cleared or an eligible country is chosen', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    actor.send({ type: 'COUNTRY_CLEARED' });
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    actor.send({ type: 'SELECTION_CHANGED', countryName: 'India', documentType: 'ordinary', ineligible: false });
    clock.increment(5000);
    expect(redirects).toEqual([]);
  });

  it('STAY while counting turns the time limit off: no redirect, however long the traveller stays', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    actor.send({ type: 'STAY' });
    expect(actor.getSnapshot().value).toBe('timeLimitOff');
    clock.increment(1000);
    clock.increment(60_000);
    expect(redirects).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('once turned off, another ineligible country, a new document type or a cleared country never start it again', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    actor.send({ type: 'STAY' });
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA, countryName: 'Kiribati' });
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA, documentType: 'diplomatic' });
    actor.send({ type: 'COUNTRY_CLEARED' });
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    clock.increment(1000);
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('timeLimitOff');
    expect(redirects).toEqual([]);
  });

  it('STAY after the redirect (the page shown again from the back/forward cache) turns it off without a second redirect', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('redirecting');
    actor.send({ type: 'STAY' });
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA, countryName: 'Kiribati' });
    clock.increment(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('timeLimitOff');
    expect(redirects).toEqual(['/insurance?country=Cuba']);
  });

  it('ignores STAY when nothing counts (idle): the next ineligible pick still counts down as the spec says', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'STAY' });
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    clock.increment(1000);
    expect(redirects).toEqual(['/insurance?country=Cuba']);
  });

  it('starting with an ineligible selection (restored progress: a reload, Back from insurance) does not count down by itself', () => {
    const { actor, clock, redirects } = start(CUBA);
    expect(actor.getSnapshot().value).toBe('timeLimitOff');
    clock.increment(1000);
    clock.increment(1000);
    clock.increment(5000);
    expect(redirects).toEqual([]);
  });

  it('starting with the time limit already off (stayed earlier in the visit) never counts down', () => {
    const { actor, clock, redirects } = start({ countryName: null, documentType: null, ineligible: false, timeLimitOff: true });
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('timeLimitOff');
    expect(redirects).toEqual([]);
  });

  it('starts idle with an eligible or incomplete selection and counts once an ineligible one is chosen', () => {
    const { actor, clock, redirects } = start({ ...CUBA, documentType: null });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SELECTION_CHANGED', ...CUBA });
    clock.increment(1000);
    clock.increment(1000);
    expect(redirects).toEqual(['/insurance?country=Cuba']);
  });
});

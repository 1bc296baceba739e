import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { onFirstInteraction } from './on-first-interaction';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('onFirstInteraction', () => {
  it('waits for an interaction, then calls back once, after the event has been handled', () => {
    const target = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(target, callback);
    jest.advanceTimersByTime(60_000);
    expect(callback).not.toHaveBeenCalled();

    target.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);

    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('focusin'));
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'])('counts %s as an interaction', (type) => {
    const target = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(target, callback);
    target.dispatchEvent(new Event(type));
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not count moving the mouse or scrolling', () => {
    const target = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(target, callback);
    target.dispatchEvent(new Event('pointermove'));
    target.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();
  });

  it('never calls back once stopped, even when the interaction came just before', () => {
    const target = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(target, callback)();
    target.dispatchEvent(new Event('pointerdown'));
    jest.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();

    const stop = onFirstInteraction(target, callback);
    target.dispatchEvent(new Event('keydown'));
    stop();
    jest.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});

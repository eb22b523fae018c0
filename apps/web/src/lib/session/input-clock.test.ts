import { createInputClock, LAST_INPUT_KEY } from './input-clock';

const T0 = new Date('2026-03-02T09:00:00Z').getTime();

describe('the input clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts idle seconds from the last input, and starts counting when first asked', () => {
    const clock = createInputClock(window.localStorage);
    expect(clock.idleSeconds()).toBe(0);
    vi.setSystemTime(T0 + 90_500);
    expect(clock.idleSeconds()).toBe(90);
    clock.mark();
    vi.setSystemTime(T0 + 95_000);
    expect(clock.idleSeconds()).toBe(4);
  });

  it('shares the last input with the other tabs through storage', () => {
    const thisTab = createInputClock(window.localStorage);
    const otherTab = createInputClock(window.localStorage);
    thisTab.mark();
    vi.setSystemTime(T0 + 600_000);
    otherTab.mark();
    vi.setSystemTime(T0 + 660_000);
    expect(thisTab.idleSeconds()).toBe(60);
    expect(window.localStorage.getItem(LAST_INPUT_KEY)).toBe(String(T0 + 600_000));
  });

  it('picks up a time already stored, so a page opened after a long absence is idle from the last input', () => {
    window.localStorage.setItem(LAST_INPUT_KEY, String(T0 - 3 * 3_600_000));
    expect(createInputClock(window.localStorage).idleSeconds()).toBe(10_800);
  });

  it('never says the last input is in the future', () => {
    window.localStorage.setItem(LAST_INPUT_KEY, String(T0 + 3_600_000));
    const clock = createInputClock(window.localStorage);
    expect(clock.lastInputAt()).toBe(T0);
    expect(clock.idleSeconds()).toBe(0);
  });
});

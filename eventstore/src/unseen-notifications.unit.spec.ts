import { describe, expect, it } from 'vitest';
import { UnseenNotifications } from './unseen-notifications';

describe('notified transactions not visible yet', () => {
  it('cost no look when what was notified has been read', () => {
    const unseen = new UnseenNotifications(5_000);
    expect(unseen.lookAgainIn(10n, 0)).toBeNull();
    unseen.notified(9n);
    expect(unseen.lookAgainIn(10n, 0)).toBeNull();
    unseen.notified(null); // a notification that names no transaction: nothing to look for
    expect(unseen.lookAgainIn(10n, 0)).toBeNull();
  });

  it('are looked for again 25 ms on, doubling to 400 ms apart, until read', () => {
    const unseen = new UnseenNotifications(5_000);
    unseen.notified(12n);
    expect([0, 25, 75, 175, 375, 775, 1175].map((at) => unseen.lookAgainIn(12n, at))).toEqual([
      25, 50, 100, 200, 400, 400, 400,
    ]);
    expect(unseen.lookAgainIn(13n, 1575)).toBeNull();
    // the next one starts at 25 ms again
    unseen.notified(20n);
    expect(unseen.lookAgainIn(13n, 2000)).toBe(25);
  });

  it('are left to the polls after a whole poll interval unseen', () => {
    const unseen = new UnseenNotifications(500);
    unseen.notified(12n);
    expect(unseen.lookAgainIn(12n, 0)).toBe(25);
    expect(unseen.lookAgainIn(12n, 499)).toBe(50);
    expect(unseen.lookAgainIn(12n, 500)).toBeNull();
    expect(unseen.lookAgainIn(12n, 600)).toBeNull(); // no quick looks for it any more
  });
});

import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 12, [1, 2, 3, 4, 5]],
    [3, 12, [1, 2, 3, 4, 5]],
    [4, 12, [2, 3, 4, 5, 6]],
    [8, 12, [6, 7, 8, 9, 10]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
  ])('page %i of %i offers %j', (page, totalPages, expected) => {
    expect(pageWindow(page, totalPages)).toEqual(expected);
  });

  it('offers nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

import { SEARCH_HISTORY_KEY, readSearchHistory, rememberSearch, withSearch } from './search-history';

describe('withSearch', () => {
  it('puts the newest search first', () => {
    expect(withSearch(['Maya', 'Balayage'], 'Nov 24')).toEqual(['Nov 24', 'Maya', 'Balayage']);
  });

  it('keeps one of searches that differ only in case, in the newest spelling, at the top', () => {
    expect(withSearch(['Ann', 'Rosa'], 'ann')).toEqual(['ann', 'Rosa']);
    expect(withSearch(['Rosa', 'Ann'], 'ANN')).toEqual(['ANN', 'Rosa']);
  });

  it('keeps at most 10: the 11th drops the oldest', () => {
    const ten = ['s10', 's9', 's8', 's7', 's6', 's5', 's4', 's3', 's2', 's1'];
    expect(withSearch(ten, 's11')).toEqual(['s11', 's10', 's9', 's8', 's7', 's6', 's5', 's4', 's3', 's2']);
  });

  it('ignores a blank search and trims the rest', () => {
    expect(withSearch(['Ann'], '   ')).toEqual(['Ann']);
    expect(withSearch(['Ann'], '  Rosa ')).toEqual(['Rosa', 'Ann']);
  });
});

describe('the stored history', () => {
  it('is kept in local storage under one key', () => {
    rememberSearch('Ann');
    rememberSearch('Rosa');
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '')).toEqual(['Rosa', 'Ann']);
    expect(readSearchHistory()).toEqual(['Rosa', 'Ann']);
  });

  it('reads anything unreadable as no history', () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify({ a: 1 }));
    expect(readSearchHistory()).toEqual([]);
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['Ann', 3, null]));
    expect(readSearchHistory()).toEqual(['Ann']);
  });
});

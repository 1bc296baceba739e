import { describe, expect, it } from '@jest/globals';
import { visaRow } from '../test/fake-admin-api';
import { withAnsweredRow } from './answered-row';

const page = (applications: ReturnType<typeof visaRow>[]) => ({ applications, totalCount: applications.length, currentPage: 1, totalPages: 1 });
const first = visaRow({ id: 'AAA1234567890AAA', applicationNumber: 'AAA1234567890AAA' });
const second = visaRow({ id: 'BBB1234567890BBB', applicationNumber: 'BBB1234567890BBB' });

describe('withAnsweredRow', () => {
  it('puts the answered row in place of the one it updates, keeping the order and the counts', () => {
    const answered = { ...second, visaType: 'USA' };
    expect(withAnsweredRow(page([first, second]), answered)).toEqual(page([first, answered]));
  });

  it('finds the row by its application number too', () => {
    const answered = { ...first, id: 'other-id', status: 'approved' };
    expect(withAnsweredRow(page([first, second]), answered)?.applications).toEqual([answered, second]);
  });

  it('leaves a page without that row as it is (no row is added), and a page not loaded yet', () => {
    const onPage = page([first]);
    expect(withAnsweredRow(onPage, second)).toBe(onPage);
    expect(withAnsweredRow(undefined, second)).toBeUndefined();
  });
});

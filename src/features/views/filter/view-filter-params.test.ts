import { describe, expect, it } from 'vitest';
import { readViewFilter, writeViewFilter } from './view-filter-params';

describe('the view filter in the address', () => {
  it.each([
    ['', { search: '', filter: '' }],
    ['?s=milk', { search: 'milk', filter: '' }],
    ['?filter=priority+%3E%3D+3', { search: '', filter: 'priority >= 3' }],
    ['?filter=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E&s=a', { search: 'a', filter: '<img src=x onerror=alert(1)>' }],
  ])('%s reads as %j', (query, expected) => {
    expect(readViewFilter(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    ['', { filter: 'done = true' }, 'filter=done+%3D+true'],
    ['?other=1&filter=x', { filter: '' }, 'other=1'],
    ['?s=old', { search: 'new' }, 's=new'],
    ['?s=old&filter=x', { search: '  ' }, 'filter=x'],
    ['?s=keep', { filter: 'labels in 3' }, 's=keep&filter=labels+in+3'],
  ])('%s with %j gives %s', (query, patch, expected) => {
    const params = new URLSearchParams(query);
    expect(writeViewFilter(params, patch).toString()).toBe(expected);
    expect(params.toString()).toBe(new URLSearchParams(query).toString()); // the original is left alone
  });
});

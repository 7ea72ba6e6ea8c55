import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('keeps the first message per field path', () => {
    const body = JSON.stringify({
      issues: [
        { path: 'variants.1.price', message: 'Enter the price' },
        { path: 'variants.1.price', message: 'second' },
        { path: ['title'], message: 'Enter a title' },
      ],
    });
    expect(fieldErrorsOf(new ApiError(400, 'x', body))).toEqual({
      'variants.1.price': 'Enter the price',
      title: 'Enter a title',
    });
  });

  it('puts anything else under the form', () => {
    expect(fieldErrorsOf(new ApiError(500, 'x', 'oops'))).toEqual({ '': 'The server refused the change' });
    expect(fieldErrorsOf(new TypeError('fetch'))).toEqual({
      '': 'Could not reach the server. Check the connection and try again.',
    });
  });
});

import { RESPONSE_NOT_JSON_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@heloc/domain';
import { getProfileContract } from '@heloc/domain/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { callContract } from '../api-client';
import { errorMessageOf } from '../api-error';
import { setToken } from '../auth-token';

const PROFILE = `GET ${getProfileContract.path}`;

describe('an answer that is not what the call expects (docs/product/widgets-and-calculations.md §8)', () => {
  it('a success that is not JSON says it could not be converted, with the text kept as the body', async () => {
    setToken('t');
    mockFetch({ [PROFILE]: new Response('<html>gateway page</html>', { status: 200 }) });
    const error = await callContract(getProfileContract).catch((e: unknown) => e);
    expect(errorMessageOf(error)).toBe(RESPONSE_NOT_JSON_MESSAGE);
    expect(error).toMatchObject({ status: 200, body: '<html>gateway page</html>' });
  });

  it('JSON of the wrong shape is still "Something unexpected happened"', async () => {
    setToken('t');
    mockFetch({ [PROFILE]: jsonResponse({ surprise: true }) });
    expect(errorMessageOf(await callContract(getProfileContract).catch((e: unknown) => e))).toBe(
      UNEXPECTED_ERROR_MESSAGE,
    );
  });
});

import type { Condition, CoDeedStatus } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

// A signer reads the applicant's conditions on the same list (shared/conditions), in the signer area: a way to answer
// only what a signer may answer (docs/product/application-area.md §2.2), and no way on into the applicant's screens.

const APP_UUID = '3f2b6c1e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
const [PHONE, DOCUMENT] = ['7d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6', '8e2f3a4b-5c6d-4e7f-8a91-92a314b5c6d7'];

const coDeed: CoDeedStatus = {
  applicationUuid: APP_UUID,
  coDeedBypass: 'NO_BYPASS',
  role: 'ADDITIONAL_SIGNER',
  checklistStatus: 'COLLECT_ADDITIONAL_INFO',
  canInvite: false,
  allSigned: true,
  spouseRule: null,
  signers: [],
};

const condition = (uuid: string, categoryEnum: string, change: Partial<Condition> = {}): Condition => ({
  uuid,
  categoryEnum,
  created: '2026-11-20T15:00:00.000Z',
  requestDocuments: [],
  commentsToBorrower: null,
  actionNeeded: null,
  xtraData: null,
  state: 'NEEDED',
  rejectionReason: null,
  documents: [],
  resolved: null,
  ...change,
});

describe('/heloc-signer/conditions', () => {
  it('lists every request, with a way to answer only those a signer answers', async () => {
    setToken('signer-jwt');
    mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
      'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
      'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
      'GET /service-application/api/v1/application/heloc/co-deed/status': jsonResponse(coDeed),
      [`GET /service-conditions/external/api/v1/applications/${APP_UUID}/conditions/external-applicants`]: jsonResponse(
        [
          condition(PHONE, 'MISSING_PHONE_NUMBER'),
          condition(DOCUMENT, 'GENERIC_DOCUMENT_REQUEST', {
            created: '2026-11-21T15:00:00.000Z',
            commentsToBorrower: 'Please upload your marriage certificate.',
          }),
        ],
      ),
    });
    renderApp('/account/heloc/heloc-signer/conditions');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Requests from the lender' }, { timeout: 10_000 }),
    ).toBeVisible();
    const cards = within(await screen.findByRole('list', { name: 'Open requests' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Add your mobile phone number',
      'Upload the requested document',
    ]);
    expect(within(cards[0]!).queryByRole('link')).toBeNull();
    expect(cards[1]).toHaveTextContent('Please upload your marriage certificate.');
    expect(within(cards[1]!).getByRole('link', { name: 'Upload document' })).toHaveAttribute(
      'href',
      `/account/heloc/heloc-signer/conditions/upload-document?condition=${DOCUMENT}`,
    );
    expect(screen.queryByRole('link', { name: 'Continue with my application' })).toBeNull();
  });
});

import type { Condition, CoDeedStatus } from '@heloc/domain/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

// The signer answers an ID condition on the applicant's own answer screen (shared/conditions), in the signer's area.

const APP_UUID = '3f2b6c1e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
const CONDITION_UUID = '7d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6';
const CONDITIONS = `/service-conditions/external/api/v1/applications/${APP_UUID}/conditions`;

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

/** Uploads go by XMLHttpRequest (for their progress): a stand-in that answers `answer` and records what was sent. */
const stubUploads = (answer: () => unknown) => {
  const sent: { url: string; form: FormData }[] = [];
  class FakeUpload {
    status = 200;
    responseText = '';
    upload = {};
    onload: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.push({ url: this.url, form });
      this.responseText = JSON.stringify(answer());
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return sent;
};

const condition = (state: Condition['state']): Condition => ({
  uuid: CONDITION_UUID,
  categoryEnum: 'ID_VERIFICATION_FAILURE',
  created: '2026-11-20T15:00:00.000Z',
  requestDocuments: [],
  commentsToBorrower: null,
  actionNeeded: null,
  xtraData: null,
  state,
  rejectionReason: null,
  documents: [],
  resolved: null,
});

describe('/heloc-signer/conditions/identity', () => {
  // jsdom draws no images: the chosen photo's preview URL is a stand-in.
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('asks for the front, then sends the ID photo for review', async () => {
    setToken('signer-jwt');
    let current = condition('NEEDED');
    mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
      'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
      'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
      'GET /service-application/api/v1/application/heloc/co-deed/status': jsonResponse(coDeed),
      [`GET ${CONDITIONS}/external-applicants`]: () => jsonResponse([current]),
    });
    const sent = stubUploads(() => {
      current = condition('SUBMITTED');
      return current;
    });
    const { user } = renderApp(`/account/heloc/heloc-signer/conditions/identity?condition=${CONDITION_UUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your ID again' }, { timeout: 10_000 }),
    ).toBeVisible();

    expect(screen.getByRole('navigation', { name: 'Signer steps' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));
    expect(await screen.findByText('Please add a photo of the front of your ID')).toBeVisible();
    expect(sent).toHaveLength(0);

    const front = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'passport.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Front of your ID'), front);
    expect(screen.getByText(/passport\.jpg/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Preview: front of your id' })).toBeVisible();
    expect(screen.getByText(/The page with your photo \(the data page\)/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));

    expect(await screen.findByText(/our team is reviewing it/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to requests' })).toHaveAttribute(
      'href',
      '/account/heloc/heloc-signer/conditions',
    );
    // The applicant's way on is not a signer's.
    expect(screen.queryByRole('link', { name: 'Continue with my application' })).toBeNull();
    expect(sent.map((s) => s.url)).toEqual([`${CONDITIONS}/${CONDITION_UUID}/identity`]);
    expect((sent[0]?.form.get('front') as File | null)?.name).toBe('passport.jpg');
  });
});

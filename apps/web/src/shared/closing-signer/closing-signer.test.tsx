import type { ClosingPackage } from '@heloc/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { ClosingSigner } from './closing-signer';

// pdf.js draws on canvases jsdom does not have: the viewer is replaced by its contract (a region that reports the
// bottom). The journey with the real viewer is e2e/closing-signing.spec.ts.
vi.mock('../../ui/signing/pdf-viewer', () => ({
  PdfViewer: ({ title, onReachedEnd }: { title: string; onReachedEnd?: () => void }) => (
    <div role="region" aria-label={title}>
      <button type="button" onClick={onReachedEnd}>
        Scroll {title} to the end
      </button>
    </div>
  ),
}));

const UUID = '3f6c1c2e-8a4b-4d1e-9f2a-1b2c3d4e5f60';
const BASE = `/service-application/api/v1/application/heloc/${UUID}/closing`;
const DOC = '7b1c1c2e-8a4b-4d1e-9f2a-1b2c3d4e5f61';
const PDF_UUID = '9a1c1c2e-8a4b-4d1e-9f2a-1b2c3d4e5f62';
const SHA = 'b'.repeat(64);

const packageWith = (over: { consentedAt?: string | null; readAt?: string | null; signedAt?: string | null }) =>
  ({
    ready: true,
    role: 'BORROWER',
    consent: { version: '2026-11', consentedAt: over.consentedAt ?? null },
    complete: false,
    documents: [
      {
        id: DOC,
        key: 'LINE_AGREEMENT',
        title: 'Home equity line of credit agreement and note',
        documentUuid: PDF_UUID,
        sha256: SHA,
        readAt: over.readAt ?? null,
        signedDocumentUuid: null,
        places: [{ key: 'BORROWER', label: 'Borrower signature on the agreement', signedAt: over.signedAt ?? null }],
      },
    ],
  }) satisfies ClosingPackage;

const renderSigner = (onComplete = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ClosingSigner uuid={UUID} signerName="Pat Rivera" onComplete={onComplete} />
    </QueryClientProvider>,
  );
  return onComplete;
};

describe('ClosingSigner', () => {
  it('asks for consent, then the document read to its end, then a typed signature, then Finish', async () => {
    setToken('t');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:closing', revokeObjectURL: () => {} }));
    let pkg = packageWith({});
    const { calls } = mockFetch({
      [`GET ${BASE}`]: () => jsonResponse(pkg),
      [`POST ${BASE}/consent`]: () => jsonResponse((pkg = packageWith({ consentedAt: '2026-11-26T09:00:00.000Z' }))),
      [`POST ${BASE}/documents/${DOC}/read`]: () =>
        jsonResponse(
          (pkg = packageWith({ consentedAt: '2026-11-26T09:00:00.000Z', readAt: '2026-11-26T09:01:00.000Z' })),
        ),
      [`POST ${BASE}/documents/${DOC}/signatures`]: () =>
        jsonResponse(
          (pkg = packageWith({
            consentedAt: '2026-11-26T09:00:00.000Z',
            readAt: '2026-11-26T09:01:00.000Z',
            signedAt: '2026-11-26T09:02:00.000Z',
          })),
        ),
      [`GET /service-application/api/v1/application/heloc/${UUID}/documents/${PDF_UUID}`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
      [`POST ${BASE}/complete`]: () =>
        jsonResponse({
          checklistStatus: 'GEN_NOTE_SIGNING',
          condition: null,
          waitingOnFloodCert: false,
          bpo: null,
          title: null,
          uwDecision: null,
          uwSubDecision: null,
          primaryParticipantAcceptComplete: false,
          manualNotary: false,
          uuid: UUID,
          propertyState: 'TX',
          isCrypto: false,
          disburseRoutingNumber: '0358',
        }),
    });
    const user = userEvent.setup();
    const onComplete = renderSigner();

    // Consent first: refused until the box is ticked.
    expect(await screen.findByText('Why we ask for your location')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree to sign these closing documents electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    const consent = calls.find((c) => c.url.endsWith('/consent'))!;
    expect(consent.body).toEqual({ agree: true, version: '2026-11', location: null });

    // The document: no signature place until it is read to the end.
    expect(await screen.findByRole('heading', { name: /Document 1 of 1: Home equity line/ })).toBeInTheDocument();
    expect(screen.getByText('Scroll to the end of the document to sign it.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Borrower signature on the agreement' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /to the end/ }));

    const place = await screen.findByRole('group', { name: 'Borrower signature on the agreement' });
    const typed = screen.getByLabelText('Type your full name');
    expect(typed).toHaveValue('Pat Rivera');
    await user.clear(typed);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Please type your full name as your signature')).toBeInTheDocument();
    expect(place).toBeInTheDocument();
    await user.type(typed, 'Pat Q Rivera');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const signature = calls.find((c) => c.url.endsWith('/signatures'))!;
    expect(signature.body).toEqual({
      place: 'BORROWER',
      documentSha256: SHA,
      signature: { type: 'TYPED', text: 'Pat Q Rivera' },
    });

    await user.click(await screen.findByRole('button', { name: 'Finish signing' }));
    await vi.waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ checklistStatus: 'GEN_NOTE_SIGNING' })),
    );
  });
});

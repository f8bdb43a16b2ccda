import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildOffer } from '../../../testing/application-fixtures';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';
import { emptyPartner } from './partner-draft';

const created = () => ({
  partner: {
    ...emptyPartner(),
    orgCode: 'harborcu',
    canonicalOrgCode: 'harborcu',
    displayName: { en: 'Harbor Federal Credit Union', es: '' },
    shortName: 'Harbor',
    hosts: ['harbor.example.com'],
    links: { baseUrl: 'https://harbor.example.com', privacyPolicyUrl: '', termsOfUseUrl: '' },
    support: { phone: '4155550100', email: 'help@harbor.example.com', hours: 'Mon-Fri 8-5 PT' },
    nmls: '123456',
    states: [
      { state: 'CA', licence: 'CA-1' },
      { state: 'OR', licence: 'OR-2' },
    ],
  },
  incomplete: [],
  suspendedAt: null,
  referralLinks: {},
  brandVersions: [
    { version: 1, brand: {}, restoredFrom: null, createdBy: 'Pat', createdAt: '2026-12-01T16:00:00.000Z' },
  ],
  history: [
    { at: '2026-12-01T16:00:00.000Z', actor: 'Pat', action: 'partner.create', changes: ['orgCode: → harborcu'] },
  ],
});

describe('the console’s partner form', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('shows a colour pair that fails contrast with its ratio as it is typed, and sends nothing until it passes', async () => {
    const { calls } = mockFetch({
      'GET /staff/api/v1/me': jsonResponse(buildSelf(['ADMIN'])),
      'POST /console/api/v1/partners': () => jsonResponse(created()),
      'GET /console/api/v1/partners/harborcu': () => jsonResponse(created()),
    });
    const { user } = renderConsole('/console/partners/new');
    expect(await screen.findByTestId('contrast-ok')).toHaveTextContent('passes WCAG 2.2 AA');

    const primary = screen.getByLabelText(/^Primary \(buttons, links, focus ring\)/);
    fireEvent.change(primary, { target: { value: '#f5c518' } });
    const status = screen.getByRole('status');
    expect(
      within(status).getByText('text on a brand button: #ffffff on #f5c518 is 1.63:1, needs 4.5:1'),
    ).toBeInTheDocument();
    expect(
      within(status).getByText('a link on the page: #f5c518 on #ffffff is 1.63:1, needs 4.5:1'),
    ).toBeInTheDocument();

    // Filled in, but still failing contrast: refused here, nothing sent.
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'harborcu' } });
    fireEvent.change(screen.getByLabelText(/^Display name \(English\)/), {
      target: { value: 'Harbor Federal Credit Union' },
    });
    fireEvent.change(screen.getByLabelText(/^Short name/), { target: { value: 'Harbor' } });
    fireEvent.change(screen.getByLabelText(/^NMLS number/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^Host names/), { target: { value: 'harbor.example.com' } });
    fireEvent.change(screen.getByLabelText(/^Main site/), { target: { value: 'https://harbor.example.com' } });
    fireEvent.change(screen.getByLabelText(/^Support phone/), { target: { value: '4155550100' } });
    fireEvent.change(screen.getByLabelText(/^Support e-mail/), { target: { value: 'help@harbor.example.com' } });
    fireEvent.change(screen.getByLabelText(/^Support hours/), { target: { value: 'Mon-Fri 8-5 PT' } });
    await user.click(screen.getByRole('button', { name: 'Add a state' }));
    fireEvent.change(screen.getByLabelText(/^State 1/), { target: { value: 'ca' } });
    fireEvent.change(screen.getByLabelText(/^Licence number in state 1/), { target: { value: 'CA-1' } });
    await user.click(screen.getByRole('button', { name: 'Create the partner' }));
    expect(await screen.findByText(/Contrast too low: text on a brand button/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(primary, { target: { value: '#0b5cad' } });
    expect(screen.getByTestId('contrast-ok')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the partner' }));
    expect(await screen.findByText('The partner is created: its hosts answer now.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      orgCode: 'harborcu',
      states: [{ state: 'CA', licence: 'CA-1' }],
      brand: { colors: { primary: '#0b5cad' } },
    });
  });

  it('previews the draft before it is saved: its first step as the server draws it, and its offers in its colours', async () => {
    const { calls } = mockFetch({
      'GET /staff/api/v1/me': jsonResponse(buildSelf(['ADMIN'])),
      'GET /console/api/v1/partners/harborcu': () =>
        jsonResponse({
          ...created(),
          partner: {
            ...created().partner,
            languages: ['en', 'es'],
            displayName: { en: 'Harbor Federal Credit Union', es: 'Cooperativa Harbor' },
          },
        }),
      'POST /console/api/v1/partners/preview': () =>
        jsonResponse({
          firstStepPath: '/account/heloc/register?brandPreview=signed.draft',
          sample: {
            state: 'CA',
            creditScore: 760,
            propertyValueDollars: 650_000,
            existingLienDollars: 200_000,
            version: 3,
            offers: [buildOffer({ term: 10, type: 'FIXED', rate: 0.0825, max: 105_000 })],
          },
        }),
    });
    const { user } = renderConsole('/console/partners/harborcu');
    fireEvent.change(await screen.findByLabelText(/^Primary \(buttons, links, focus ring\)/), {
      target: { value: '#14532d' },
    });
    await user.selectOptions(screen.getByLabelText('Language of the preview'), 'es');
    await user.click(screen.getByRole('button', { name: 'Preview the draft' }));

    const frame = await screen.findByTitle(
      'The first registration step of Harbor Federal Credit Union, drawn with the draft',
    );
    expect(frame).toHaveAttribute('src', '/account/heloc/register?brandPreview=signed.draft');
    // The frame runs no script: what it shows is the first paint.
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(calls.find((c) => c.url.endsWith('/console/api/v1/partners/preview'))?.body).toMatchObject({
      language: 'es',
      partner: { orgCode: 'harborcu', brand: { colors: { primary: '#14532d' } } },
    });
    expect(screen.getByTestId('preview-sample')).toHaveTextContent(
      'Priced for a sample applicant in CA (credit score 760, home value $650,000, liens $200,000) with its pricing sheet version 3.',
    );
    const offers = screen.getByTestId('offer-screen-preview');
    expect(offers.style.getPropertyValue('--brand-primary')).toBe('#14532d');
    expect(offers).toHaveTextContent('10-year fixed');
    expect(offers).toHaveTextContent('8.250% APR · 5.00% fee');
    // Shown, not used: nothing in it takes focus or a click.
    expect(offers).toHaveAttribute('inert');
  });

  it('opens a partner written outside the console, saying what it lacks', async () => {
    mockFetch({
      'GET /staff/api/v1/me': jsonResponse(buildSelf(['ADMIN'])),
      'GET /console/api/v1/partners/harborcu': () =>
        jsonResponse({ ...created(), incomplete: ["A state's licence number is required."] }),
    });
    renderConsole('/console/partners/harborcu');
    const warning = await screen.findByText(/was written outside the console/);
    expect(warning.closest('.ui-alert')).toHaveTextContent("A state's licence number is required.");
  });

  it('tells a member without the permission who manages partners', async () => {
    mockFetch({ 'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])) });
    renderConsole('/console/partners');
    expect(await screen.findByText(/Only partnerships staff and admins/)).toBeInTheDocument();
  });
});

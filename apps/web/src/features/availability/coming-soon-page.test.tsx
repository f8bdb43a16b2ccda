import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

describe('/account/heloc/coming-soon', () => {
  it('tells a waitlisted visitor, in the spec words, that the area is not served yet and they are on the list', async () => {
    mockFetch({});
    renderApp('/account/heloc/coming-soon?waitlisted=1');
    expect(await screen.findByRole('heading', { level: 1, name: "You're on our waitlist" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
      ),
    ).toBeInTheDocument();
  });

  it('tells anyone else that online applications open shortly and how to apply by phone meanwhile', async () => {
    mockFetch({});
    renderApp('/account/heloc/coming-soon');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Online applications open shortly' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/start your application with you by phone/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /\d{3}-\d{3}-\d{4}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });
});

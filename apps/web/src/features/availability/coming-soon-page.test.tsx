import { screen } from '@testing-library/react';
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

  it('says the product is coming soon to anyone else', async () => {
    mockFetch({});
    renderApp('/account/heloc/coming-soon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
  });
});

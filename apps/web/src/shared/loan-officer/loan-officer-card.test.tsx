import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoanOfficerCard } from './loan-officer-card';

const originator = {
  uuid: '6f1c2a10-0000-4000-8000-000000000003',
  originatorName: 'Priya Raman',
  brokerName: 'Summit Brokers',
  avatarUri: '/avatars/priya.png',
  email: 'priya@example.com',
  phoneNumber: '4155550103',
  nmls: '7700103',
  licensedStates: ['CA'],
  enforceLicensedStatesForReferral: false,
  originatorDisplayInfo: { phoneNumber: '4155550103', email: 'priya@example.com' },
};

describe('LoanOfficerCard (docs/product/widgets-and-calculations.md §2)', () => {
  it('shows the officer name, avatar, email, phone and NMLS', () => {
    render(<LoanOfficerCard originator={originator} />);
    const card = screen.getByRole('complementary', { name: 'Your loan officer' });
    expect(card).toHaveTextContent('Priya Raman');
    expect(card).toHaveTextContent('NMLS #7700103');
    expect(screen.getByRole('link', { name: 'priya@example.com' })).toHaveAttribute('href', 'mailto:priya@example.com');
    expect(screen.getByRole('link', { name: '(415) 555-0103' })).toHaveAttribute('href', 'tel:+14155550103');
    expect(card.querySelector('img')).toHaveAttribute('src', '/avatars/priya.png');
  });

  it('lists the licensed states when given', () => {
    render(<LoanOfficerCard originator={originator} licensedStates={['CA', 'AZ']} />);
    expect(screen.getByRole('complementary')).toHaveTextContent('Licensed in CA, AZ');
  });

  it('falls back to the broker name', () => {
    render(<LoanOfficerCard originator={{ ...originator, originatorName: null, avatarUri: null }} />);
    expect(screen.getByRole('complementary')).toHaveTextContent('Summit Brokers');
    expect(screen.getByRole('complementary').querySelector('img')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, userSession } from '../../../testing/render';
import { EnquiryForm } from './enquiry-form';

describe('the enquiry form', () => {
  it("fills in a signed-in user's name and e-mail", async () => {
    renderWithProviders(<EnquiryForm productId={1} pieceName="Kolczyki Morskie" />, {
      session: { ...userSession, userEmail: 'ola@example.com' },
    });
    expect(await screen.findByLabelText('Twój e-mail')).toHaveValue('ola@example.com');
    expect(screen.getByLabelText('Twoje imię')).toHaveValue('Ola');
  });

  it('leaves both empty for a visitor', async () => {
    renderWithProviders(<EnquiryForm productId={1} pieceName="Kolczyki Morskie" />);
    expect(await screen.findByLabelText('Twój e-mail')).toHaveValue('');
  });
});

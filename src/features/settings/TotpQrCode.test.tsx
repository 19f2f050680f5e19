import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWrapper, reply } from '@/features/quick-add/testing';
import { TotpQrCode } from './TotpQrCode';

describe('TotpQrCode', () => {
  let made = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    made = 0;
    revoked.length = 0;
    // jsdom has no object URLs; these stand-ins record what the component creates and frees.
    URL.createObjectURL = vi.fn(() => `blob:qr-${++made}`);
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });

  it('shows the server QR code with alt text, fetches it again for a new secret and frees every object URL', async () => {
    const api = fakeApi({ 'GET /user/settings/totp/qrcode': () => 'png bytes' });
    const Wrapper = renderWrapper(api.client);
    const view = render(<TotpQrCode secret="AAAA" />, { wrapper: Wrapper });
    const img = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(img).toHaveAttribute('src', 'blob:qr-1');

    view.rerender(<TotpQrCode secret="BBBB" />);
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:qr-2'));
    expect(revoked).toEqual(['blob:qr-1']);
    expect(api.calls.filter((c) => c.path === '/user/settings/totp/qrcode')).toHaveLength(2);

    view.unmount();
    expect(revoked).toEqual(['blob:qr-1', 'blob:qr-2']);
  });

  it('shows nothing when the server has no QR code', async () => {
    const api = fakeApi({
      'GET /user/settings/totp/qrcode': () => reply(404, { code: 1016, message: 'TOTP is not enabled for this user.' }),
    });
    const Wrapper = renderWrapper(api.client);
    render(<TotpQrCode secret="AAAA" />, { wrapper: Wrapper });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('img')).toBeNull();
  });
});

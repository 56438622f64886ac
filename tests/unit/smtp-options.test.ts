import { describe, expect, it } from 'vitest';
import { smtpTransportOptions } from '@/server/notifications/mailer';

describe('smtpTransportOptions', () => {
  it('requires STARTTLS for smtp:// to another machine, so mail and password never cross the network in the clear', () => {
    for (const url of ['smtp://mail.example.ac.th:587', 'smtp://user:pass@10.0.0.5', 'smtp://smtp.example.ac.th?maxConnections=3']) {
      expect(smtpTransportOptions(url)).toMatchObject({ secure: false, requireTLS: true });
    }
  });

  it('uses TLS from the first byte for smtps://', () => {
    expect(smtpTransportOptions('smtps://user:pass@mail.example.ac.th:465')).toMatchObject({
      secure: true,
      requireTLS: false,
      auth: { user: 'user', pass: 'pass' },
    });
  });

  it('lets a relay on this machine speak plain SMTP', () => {
    for (const url of ['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:25']) {
      expect(smtpTransportOptions(url)).toMatchObject({ secure: false, requireTLS: false });
    }
  });

  it('allows plain SMTP to another machine only when ?requireTLS=false says so', () => {
    expect(smtpTransportOptions('smtp://relay.internal:25?requireTLS=false')).toMatchObject({ requireTLS: false });
    expect(smtpTransportOptions('smtp://relay.internal:25?requireTLS=true')).toMatchObject({ requireTLS: true });
  });
});

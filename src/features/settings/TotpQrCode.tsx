import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/BlobImage';
import { useTotpQrQuery } from '@/queries/account';

/** The enrolment's QR code; its object URL lives only while it is shown (see BlobImage). */
export function TotpQrCode({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const qr = useTotpQrQuery(secret);
  if (!qr.data) return null;
  return <BlobImage className="totp-qr" blob={qr.data} width={256} height={256} alt={t('settings.totpQrAlt')} />;
}

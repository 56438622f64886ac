import type { Metadata } from 'next';
import { ErrorPage } from '@/components/ui/error-page';

export const metadata: Metadata = { title: 'ไม่พบหน้าที่คุณต้องการ' };

export default function NotFound() {
  return (
    <main id="main-content">
      <ErrorPage status={404} fullScreen />
    </main>
  );
}

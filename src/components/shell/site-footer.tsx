import { PORTAL_NAME, PORTAL_NAME_TH } from '@/components/ui/logo';

export function SiteFooter() {
  return (
    <footer className="border-t bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-gray-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          {PORTAL_NAME} · {PORTAL_NAME_TH}สำหรับนิสิตและสถานประกอบการ
        </p>
        <p>หากมีข้อสงสัยเกี่ยวกับการใช้งาน กรุณาติดต่อภาควิชา</p>
      </div>
    </footer>
  );
}

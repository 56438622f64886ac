'use client';

import { UserCog } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

export type AssumeIdentityTarget =
  { kind: 'student'; studentId: string } | { kind: 'company-user'; companyId: number; platformUid: string };

/** The API's refusals in Thai; anything else is shown as sent. */
const THAI_MESSAGES: Record<string, string> = {
  'This account is disabled': 'บัญชีนี้ถูกปิดใช้งานอยู่ เปิดใช้งานก่อนจึงจะใช้งานในนามของบัญชีนี้ได้',
  'Student not found': 'ไม่พบนิสิตคนนี้',
  'Company user not found': 'ไม่พบผู้ใช้นี้ในบริษัท',
  'This account is not acting as a company user': 'บัญชีนี้ใช้งานในบทบาทอื่น จึงใช้งานในนามผู้ใช้ของบริษัทไม่ได้',
};

/**
 * "See what this person sees": after a confirmation that names who, this login acts as the person
 * and the portal opens on their home, with the banner that leads back (SPEC §7 assume-identity).
 */
export function AssumeIdentityButton({
  target,
  name,
  isDisabled = false,
  size = 'sm',
}: {
  target: AssumeIdentityTarget;
  name: string;
  isDisabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const who = target.kind === 'student' ? `นิสิต ${name} (${target.studentId})` : `ผู้ใช้ของบริษัท ${name}`;

  const assuming = useMutationAction({
    action: () =>
      target.kind === 'student'
        ? apiCall('POST /admin/auth/assume-identity/student', { body: { studentId: target.studentId } })
        : apiCall('POST /admin/auth/assume-identity/company-user', {
            body: { companyId: target.companyId, platformUid: target.platformUid },
          }),
    failure: 'ใช้งานในนามผู้อื่นไม่สำเร็จ',
    describeError: (error) => THAI_MESSAGES[errorMessage(error)] ?? errorMessage(error),
    // A full load that every screen re-reads as the new person; replace, so Back does not return to an admin-only page.
    refresh: false,
    onSuccess: () => window.location.replace('/'),
  });
  const assume = async () => void (await assuming.runOrThrow());

  return (
    <ConfirmDialog
      title={`ใช้งานในนามของ${who}?`}
      description={
        <>
          พอร์ทัลจะเปิดที่หน้าหลักของ <strong className="font-semibold text-gray-900">{name}</strong> และคุณจะเห็นและทำทุกอย่างได้เหมือนเป็นผู้ใช้คนนั้น
          ทุกการกระทำถูกบันทึกในประวัติการแก้ไขพร้อมชื่อของคุณ กลับเป็นผู้ดูแลระบบได้จากแถบด้านบนของทุกหน้า
        </>
      }
      confirmLabel="ใช้งานในนามนี้"
      onConfirm={assume}
      trigger={
        <Button
          size={size}
          variant="outline"
          disabled={isDisabled}
          aria-label={`ใช้งานในนามของ ${name}`}
          title={isDisabled ? 'บัญชีนี้ถูกปิดใช้งานอยู่' : undefined}
        >
          <UserCog aria-hidden="true" />
          ใช้งานในนามนี้
        </Button>
      }
    />
  );
}

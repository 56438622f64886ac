'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { apiCall } from '@/lib/api-call';
import { LINE_LINK_RESULTS, type LineLinkResult, type LineStatusAnswer } from '@/lib/line';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * LINE on /profile (docs/line.md): link through LINE Login (the button leaves for LINE and comes back here with
 * `?line=`), or show the linked account and unlink. Not rendered when LINE is not configured.
 */
export function LineLinkCard({ status }: { status: LineStatusAnswer }) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const result = searchParams.get('line');
  useEffect(() => {
    if (!result || !(result in LINE_LINK_RESULTS)) return;
    const message = LINE_LINK_RESULTS[result as LineLinkResult];
    if (result === 'linked') toast.success(message);
    else toast.error(message);
    // The outcome is told once: a reload does not repeat it.
    router.replace('/profile', { scroll: false });
  }, [result, router]);

  const unlinking = useMutationAction<void, { message: string }>({
    action: () => apiCall('DELETE /line/link', {}),
    success: 'ยกเลิกการเชื่อม LINE แล้ว',
    failure: 'ยกเลิกการเชื่อมไม่สำเร็จ',
  });

  const link = status.link;
  return (
    <Card id="line-link">
      <CardHeader>
        <CardTitle>การแจ้งเตือนทาง LINE</CardTitle>
        <CardDescription>
          เชื่อมบัญชี LINE เพื่อรับการแจ้งเตือนจากบัญชี LINE ทางการของมหาวิทยาลัย นอกเหนือจากอีเมล เลือกเรื่องที่ต้องการได้ในตารางด้านล่าง
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {link ? (
          <>
            <p className="text-sm text-gray-800">
              เชื่อมกับบัญชี LINE <strong>{link.displayName}</strong> แล้ว
            </p>
            {link.isReachable ? null : (
              <p className="text-sm text-amber-700" role="status">
                คุณบล็อกบัญชี LINE ทางการอยู่ ระบบจึงส่งทางอีเมลเท่านั้น ปลดบล็อกใน LINE เพื่อรับการแจ้งเตือนอีกครั้ง
              </p>
            )}
            <div>
              <ConfirmDialog
                title="ยกเลิกการเชื่อม LINE?"
                description="ระบบจะไม่ส่งการแจ้งเตือนทาง LINE อีก จนกว่าคุณจะเชื่อมใหม่"
                confirmLabel="ยกเลิกการเชื่อม"
                tone="error"
                onConfirm={async () => {
                  await unlinking.runOrThrow();
                }}
                trigger={
                  <Button type="button" variant="outline" isLoading={unlinking.isPending}>
                    ยกเลิกการเชื่อม LINE
                  </Button>
                }
              />
            </div>
          </>
        ) : (
          <div>
            {/* A plain link, not next/link: an API route that redirects to LINE Login, never to be prefetched. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/api/line/link" className={buttonVariants({})}>
              เชื่อมบัญชี LINE
            </a>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

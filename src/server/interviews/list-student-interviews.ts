import type { StudentInterviews } from '@/lib/interviews';
import type { StudentContext } from '@/server/context';
import { selectOfferedSlots, selectStudentBookings } from './student-views';

/** GET /api/student/interviews: "my interviews": the student's bookings and the slots offered to book or move to. */
export async function listStudentInterviews({ ctx }: { ctx: StudentContext }): Promise<StudentInterviews> {
  const studentId = ctx.actor.studentId;
  const [bookings, offeredSlots] = await Promise.all([
    selectStudentBookings({ db: ctx.db, now: ctx.now, studentId }),
    selectOfferedSlots({ db: ctx.db, now: ctx.now, studentId }),
  ]);
  return { bookings, offeredSlots };
}
